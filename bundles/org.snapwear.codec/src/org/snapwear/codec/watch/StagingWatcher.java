package org.snapwear.codec.watch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

import org.snapwear.codec.store.DiskSpace;
import org.snapwear.codec.store.SnapshotStore;

/**
 * Ingests the checkpoints a training job writes into a staging directory, one at a time in iteration order
 * ({@link CheckpointIngest}), until stopped or idle.
 * <p>
 * It polls (every {@link WatchSettings#pollMillis}) instead of using a {@code WatchService}: the directory holds a
 * handful of entries, so a listing costs microseconds; inotify does not see into the sub-directories a job fills,
 * may drop events (OVERFLOW) exactly when a job writes fastest, and says nothing on the network file systems some
 * clusters stage on; and a restart has to list the directory anyway. One code path, the listing, decides everything,
 * which is what makes a kill at any moment safe to restart from.
 */
public final class StagingWatcher {
    private final SnapshotStore store;
    private final WatchSettings settings;
    private final WatchListener listener;
    private volatile boolean stopRequested;

    public StagingWatcher(SnapshotStore store, WatchSettings settings, WatchListener listener) {
        this.store = Objects.requireNonNull(store);
        this.settings = Objects.requireNonNull(settings);
        this.listener = Objects.requireNonNull(listener);
    }

    /** Makes {@link #run} return after the checkpoint it is ingesting, if any. */
    public void requestStop() {
        stopRequested = true;
    }

    /**
     * Runs until {@link #requestStop}, an interrupt, or (with {@link WatchSettings#idleExitMillis}) a quiet period
     * with nothing to ingest. The previous ingested checkpoint, kept as a reference, is removed on return.
     *
     * @throws IOException if the staging directory cannot be read or the watcher's own files cannot be written
     */
    public WatchSummary run() throws IOException {
        long start = System.nanoTime();
        Path staging = settings.staging();
        if (!Files.isDirectory(staging)) {
            throw new java.nio.file.NoSuchFileException(staging + ": no such staging directory");
        }
        StagingFiles.removeOwnTemps(staging);
        CheckpointIngest ingest = new CheckpointIngest(store, settings);
        StagingPressure pressure = new StagingPressure(staging, settings.maxStagedBytes(), listener);
        if (settings.keep() > 0) {
            store.retainNewest(settings.keep()); // a run killed between a save and its retention left extra entries
        }
        Path held = keepNewestIngested(StagingListing.read(staging, settings.requireDone()).ingested());
        int ingested = 0;
        int already = 0;
        long raw = 0;
        long written = 0;
        List<String> failed = new ArrayList<>();
        Set<String> changing = new HashSet<>();
        Object lastLook = null;
        long lastActivity = System.nanoTime();
        while (!stopRequested && !Thread.currentThread().isInterrupted()) {
            StagingListing l = StagingListing.read(staging, settings.requireDone());
            for (Path orphan : l.orphanDone()) {
                Files.deleteIfExists(orphan); // its checkpoint was ingested by a run killed before removing it
            }
            for (String n : l.unnumbered()) {
                String reason = StagingNames.noIterationReason(n);
                StagingFiles.writeLine(staging, n + StagingNames.ERROR, reason);
                failed.add(n);
                listener.on(new WatchEvent.Failed(n, -1, reason));
            }
            long bytes = DiskSpace.of(staging).bytes();
            if (settings.maxStagedBytes() > 0 && bytes > settings.maxStagedBytes() && held != null) {
                // The held reference only speeds up the next save; the job's room matters more.
                StagingFiles.deleteTree(held);
                held = null;
                bytes = DiskSpace.of(staging).bytes();
            }
            pressure.check(l, bytes);
            List<Object> look = List.of(l, bytes);
            if (!look.equals(lastLook)) {
                lastLook = look;
                lastActivity = System.nanoTime();
            }
            if (!l.complete().isEmpty()) {
                StagedCheckpoint c = l.complete().get(0);
                CheckpointIngest.Result r = ingest.run(c, held);
                held = r.held();
                lastActivity = System.nanoTime();
                if (r.event() instanceof WatchEvent.Changing) {
                    if (changing.add(c.name())) {
                        listener.on(r.event());
                    }
                    pause();
                    continue;
                }
                changing.remove(c.name());
                if (r.event() instanceof WatchEvent.Ingested i) {
                    if (i.alreadyStored()) {
                        already++;
                    } else {
                        ingested++;
                        raw += r.rawBytes();
                        written += r.writtenBytes();
                    }
                } else if (r.event() instanceof WatchEvent.Failed f) {
                    failed.add(f.name());
                }
                listener.on(r.event());
                continue;
            }
            if (settings.idleExitMillis() > 0
                    && System.nanoTime() - lastActivity >= settings.idleExitMillis() * 1_000_000L) {
                break;
            }
            pause();
        }
        if (held != null) {
            StagingFiles.deleteTree(held);
        }
        return new WatchSummary(ingested, already, List.copyOf(failed), raw, written,
                (System.nanoTime() - start) / 1e9);
    }

    /** Keeps the newest committed checkpoint a killed run left as its reference and removes the others. */
    private static Path keepNewestIngested(List<Path> ingested) throws IOException {
        List<Path> sorted = new ArrayList<>(ingested);
        sorted.sort(Comparator.comparingLong((Path p) -> StagingNames.iterationOf(
                StagingNames.ingestedOriginal(p.getFileName().toString()))).thenComparing(Path::toString));
        Path newest = sorted.isEmpty() ? null : sorted.remove(sorted.size() - 1);
        for (Path p : sorted) {
            StagingFiles.deleteTree(p);
        }
        return newest;
    }

    private void pause() {
        try {
            Thread.sleep(settings.pollMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
