package org.snapwear.codec.watch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.codec.store.SaveResult;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;
import org.snapwear.trace.text.ErrorText;

/**
 * Ingests one complete staged checkpoint, in an order a kill at any moment survives:
 * <ol>
 * <li>save it (the store commits durably or not at all), with the previous ingested checkpoint as a reference on
 * disk so a progressive delta reads it from RAM instead of decoding the chain;</li>
 * <li>only then rename it to {@link StagingNames#INGESTED} (atomic: the job no longer sees it, and the watcher never
 * takes it for a complete checkpoint again), remove its done marker, and remove the previous ingested one;</li>
 * <li>with {@link WatchSettings#keep}, apply the retention: the save kept everything, the retention keeps the
 * newest N restorable iterations and what they need.</li>
 * </ol>
 * A kill between 1 and 2 leaves a committed checkpoint under its own name: it is the store's newest iteration (the
 * next save only starts after the rename), so the next run recognises it byte for byte
 * ({@link SnapshotStore#holdsCopyOf}) and only finishes step 2. A failure whose checkpoint did not change meanwhile
 * is the checkpoint's: it gets {@code NAME.error}. If it did change, a job is still writing it and it is retried.
 */
final class CheckpointIngest {
    /** What happened to one checkpoint. */
    record Result(WatchEvent event, Path held, long rawBytes, long writtenBytes) {
    }

    private final SnapshotStore store;
    private final WatchSettings settings;

    CheckpointIngest(SnapshotStore store, WatchSettings settings) {
        this.store = store;
        this.settings = settings;
    }

    /**
     * @param held the previous ingested checkpoint still in staging, or null
     * @return the event, and the checkpoint now held as the next save's reference (null if none)
     */
    Result run(StagedCheckpoint c, Path held) throws IOException {
        long t0 = System.nanoTime();
        TreeFingerprint before = TreeFingerprint.of(c.path());
        SaveResult saved = null;
        long raw;
        try {
            ScannedCheckpoint scan = CheckpointScanner.scanNotFollowing(c.path()); // a staged link is refused
            raw = scan.tree().totalBytes();
            if (store.iterations().contains(c.iteration())) {
                if (!store.holdsCopyOf(c.iteration(), scan)) {
                    throw new IOException(c.path() + ": iteration " + c.iteration() + " is already in the store with other bytes ("
                            + store.directory() + "); not saved again (move it away, or delete the stored iteration "
                            + "first)");
                }
            } else {
                // With a retention of its own the store keeps what Algorithm 2 would drop until the retention says.
                saved = settings.keep() > 0 ? store.saveKeepingAll(scan, c.iteration(), reference(held))
                        : store.save(scan, c.iteration(), reference(held));
            }
        } catch (IOException | RuntimeException e) {
            if (!TreeFingerprint.of(c.path()).equals(before)) {
                return new Result(new WatchEvent.Changing(c.name(), oneLine(e)), held, 0, 0);
            }
            String reason = oneLine(e);
            StagingFiles.writeLine(settings.staging(), c.name() + StagingNames.ERROR, reason);
            return new Result(new WatchEvent.Failed(c.name(), c.iteration(), reason), held, 0, 0);
        }
        Path now = settings.staging().resolve(StagingNames.INGESTED + c.name());
        StagingFiles.deleteTree(now); // an earlier run's copy under the same name: committed, so disposable
        StagingFiles.rename(c.path(), now);
        Files.deleteIfExists(settings.staging().resolve(c.name() + StagingNames.DONE));
        if (held != null && !held.equals(now)) {
            StagingFiles.deleteTree(held);
        }
        List<Long> deleted = new ArrayList<>();
        if (saved != null) {
            deleted.addAll(saved.deleted());
            if (settings.keep() > 0) {
                deleted.addAll(store.retainNewest(settings.keep()).deleted());
            }
        }
        long written = saved == null ? 0 : saved.bytesWritten();
        WatchEvent.Ingested event = new WatchEvent.Ingested(c.name(), c.iteration(), raw, written,
                (System.nanoTime() - t0) / 1e9, saved == null ? "" : saved.kind(),
                saved == null ? List.of() : saved.references(), saved == null, List.copyOf(deleted));
        return new Result(event, now, raw, written);
    }

    /** The held checkpoint as a candidate reference; one that cannot be scanned is simply not used. */
    private static List<ScannedCheckpoint> reference(Path held) {
        if (held == null || !Files.exists(held)) {
            return List.of();
        }
        try {
            return List.of(CheckpointScanner.scanNotFollowing(held));
        } catch (IOException e) {
            return List.of(); // e.g. half removed by a killed run: the store decodes the reference instead
        }
    }

    static String oneLine(Throwable e) {
        return ErrorText.describe(e);
    }
}
