package org.snapwear.codec.watch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

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
    /** Longest wait between two tries while the store's disk is full. */
    static final long MAX_RETRY_MILLIS = 30_000;
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
        StagingCleanup cleanup = new StagingCleanup(listener);
        CheckpointIngest ingest = new CheckpointIngest(store, settings, cleanup);
        StagingPressure pressure = new StagingPressure(staging, settings.maxStagedBytes(), listener);
        Settling settling = new Settling(settings.settleMillis());
        if (settings.keep() > 0) {
            store.retainNewest(settings.keep()); // a store an earlier release's watcher left with extra entries
        }
        Path held = keepNewestIngested(StagingListing.read(staging, settings.requireDone()).ingested(), cleanup);
        int ingested = 0;
        int already = 0;
        long raw = 0;
        long written = 0;
        List<String> failed = new ArrayList<>();
        long retryMillis = 0; // while the store's disk is full: the wait before the next try, doubling
        long retryAt = System.nanoTime(); // (nanoTime may be negative: compared by difference only)
        Object lastLook = null;
        long lastActivity = System.nanoTime();
        while (!stopRequested && !Thread.currentThread().isInterrupted()) {
            StagingListing l = StagingListing.read(staging, settings.requireDone());
            for (Path orphan : l.orphanDone()) {
                if (!cleanup.isSkipped(orphan.getFileName().toString())) {
                    cleanup.removeMarker(orphan); // its checkpoint was ingested by a run killed before removing it
                }
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
                cleanup.remove(held);
                held = null;
                bytes = DiskSpace.of(staging).bytes();
            }
            try {
                pressure.check(l, bytes);
            } catch (IOException e) {
                cleanup.skip(StagingNames.FULL, "cannot be written or removed: " + CheckpointIngest.oneLine(e));
            }
            List<Object> look = List.of(l, bytes);
            if (!look.equals(lastLook)) {
                lastLook = look;
                lastActivity = System.nanoTime();
            }
            StagedCheckpoint c = l.complete().stream().filter(x -> !cleanup.isSkipped(x.name())).findFirst()
                    .orElse(null);
            if (c != null) {
                long now = System.nanoTime();
                if (now - retryAt < 0) { // waiting for room on the store's disk is no activity: idle exit applies
                    if (idle(lastActivity)) {
                        break;
                    }
                    pause();
                    continue;
                }
                lastActivity = now; // something to ingest, or a job still writing it: not idle
                TreeFingerprint print = TreeFingerprint.of(c.path());
                Settling.Verdict verdict = settling.look(c.name(), print, now);
                if (verdict == Settling.Verdict.CHANGED) {
                    listener.on(new WatchEvent.Changing(c.name(), String.format(java.util.Locale.ROOT, "its files "
                            + "changed between two looks; ingested once unchanged for %.1f s",
                            settings.settleMillis() / 1e3)));
                }
                if (verdict != Settling.Verdict.READY) {
                    pause();
                    continue;
                }
                CheckpointIngest.Result r = ingest.run(c, held, print);
                held = r.held();
                lastActivity = System.nanoTime();
                if (r.event() instanceof WatchEvent.Changing) {
                    if (!settling.seenChanging(c.name())) {
                        listener.on(r.event());
                    }
                    settling.changed(c.name(), TreeFingerprint.of(c.path()), System.nanoTime());
                    pause();
                    continue;
                }
                if (r.event() instanceof WatchEvent.Retrying w) {
                    if (retryMillis == 0) { // once per spell of a full disk
                        listener.on(new WatchEvent.Retrying(w.name(), w.iteration(), w.reason(),
                                settings.pollMillis() / 1e3));
                    }
                    retryMillis = retryMillis == 0 ? settings.pollMillis() : Math.min(MAX_RETRY_MILLIS,
                            2 * retryMillis);
                    retryAt = System.nanoTime() + retryMillis * 1_000_000L;
                    continue;
                }
                retryMillis = 0;
                settling.forget(c.name());
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
                if (r.event() != null) {
                    listener.on(r.event());
                }
                continue;
            }
            if (idle(lastActivity)) {
                break;
            }
            pause();
        }
        if (held != null) {
            cleanup.remove(held);
        }
        return new WatchSummary(ingested, already, List.copyOf(failed), cleanup.names(), raw, written,
                (System.nanoTime() - start) / 1e9);
    }

    /** Keeps the newest committed checkpoint a killed run left as its reference and removes the others. */
    private static Path keepNewestIngested(List<Path> ingested, StagingCleanup cleanup) {
        List<Path> sorted = new ArrayList<>(ingested);
        sorted.sort(Comparator.comparingLong((Path p) -> StagingNames.ingestedIteration(p.getFileName().toString()))
                .thenComparing(Path::toString));
        Path newest = sorted.isEmpty() ? null : sorted.remove(sorted.size() - 1);
        for (Path p : sorted) {
            cleanup.remove(p);
        }
        return newest;
    }

    /** True with {@link WatchSettings#idleExitMillis} set and that long without activity. */
    private boolean idle(long lastActivity) {
        return settings.idleExitMillis() > 0
                && System.nanoTime() - lastActivity >= settings.idleExitMillis() * 1_000_000L;
    }

    private void pause() {
        try {
            Thread.sleep(settings.pollMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
