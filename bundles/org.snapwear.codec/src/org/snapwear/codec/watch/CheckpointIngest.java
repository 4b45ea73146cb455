package org.snapwear.codec.watch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.codec.store.SaveRequest;
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
 * is the checkpoint's: it gets {@code NAME.error}. If it did change, a job is still writing it and it is retried
 * once settled ({@link Settling}); a checkpoint that changed after its save committed is not moved away, and the
 * save is rolled back. A full disk ({@link DiskFull}) is nobody's fault: the save is retried once there is room.
 */
final class CheckpointIngest {
    /** What happened to one checkpoint (event null: it was skipped, {@link StagingCleanup} said why). */
    record Result(WatchEvent event, Path held, long rawBytes, long writtenBytes) {
    }

    private final SnapshotStore store;
    private final WatchSettings settings;
    private final StagingCleanup cleanup;

    CheckpointIngest(SnapshotStore store, WatchSettings settings, StagingCleanup cleanup) {
        this.store = store;
        this.settings = settings;
        this.cleanup = cleanup;
    }

    /**
     * @param held   the previous ingested checkpoint still in staging, or null
     * @param before the checkpoint's fingerprint when the watcher last looked at it: any change since means a job
     *               is still writing it
     * @return the event, and the checkpoint now held as the next save's reference (null if none)
     */
    Result run(StagedCheckpoint c, Path held, TreeFingerprint before) {
        long t0 = System.nanoTime();
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
                saved = store.save(SaveRequest.of(scan, c.iteration()).withOnDisk(reference(held))
                        .withRetention(settings.retention()).withScheme(settings.scheme())
                        .withLoss(settings.loss()));
            }
        } catch (IOException | RuntimeException e) {
            String reason = oneLine(e);
            if (!TreeFingerprint.of(c.path()).equals(before)) {
                return new Result(new WatchEvent.Changing(c.name(), reason), held, 0, 0);
            }
            if (DiskFull.is(e)) {
                return new Result(new WatchEvent.Retrying(c.name(), c.iteration(), reason, 0), held, 0, 0);
            }
            return failed(c, held, reason);
        }
        if (!TreeFingerprint.of(c.path()).equals(before)) {
            // Committed, but the job wrote to it since it was looked at: moving it away now would break the job's
            // next write, and the store may hold an older state of it. The newest iteration rolls back cleanly.
            return new Result(new WatchEvent.Changing(c.name(), "changed since it was scanned" + rollBack(c, saved)),
                    held, 0, 0);
        }
        Path now = settings.staging().resolve(StagingNames.ingestedName(c.name(), c.iteration()));
        try {
            org.snapwear.trace.io.FileTrees.deleteTree(now); // an earlier run's copy under the same name: committed, so disposable
            StagingFiles.rename(c.path(), now);
        } catch (IOException | RuntimeException e) {
            cleanup.skip(c.name(), "saved to the store, but cannot be moved out of staging: " + oneLine(e)
                    + "; a restarted watcher recognises it and removes it");
            return new Result(null, held, 0, 0);
        }
        if (c.marked()) {
            try {
                Files.deleteIfExists(settings.staging().resolve(c.name() + StagingNames.DONE));
            } catch (IOException e) {
                // e.g. a marker that is a non-empty directory: the orphan sweep of the next look reports it once
            }
        }
        if (held != null && !held.equals(now)) {
            cleanup.remove(held);
        }
        List<Long> deleted = new ArrayList<>();
        if (saved != null) {
            deleted.addAll(saved.deleted()); // the retention's deletions, made in the save's own commit
        }
        long written = saved == null ? 0 : saved.bytesWritten();
        WatchEvent.Ingested event = new WatchEvent.Ingested(c.name(), c.iteration(), raw, written,
                (System.nanoTime() - t0) / 1e9, saved == null ? "" : saved.kind(),
                saved == null ? List.of() : saved.references(), saved == null, List.copyOf(deleted));
        return new Result(event, now, raw, written);
    }

    /** The checkpoint's own failure: an error file next to it, or (if not even that can be written) a skip. */
    private Result failed(StagedCheckpoint c, Path held, String reason) {
        try {
            StagingFiles.writeLine(settings.staging(), StagingNames.errorName(c.name()), reason);
        } catch (IOException | RuntimeException e) {
            cleanup.skip(c.name(), reason + " (and its error file cannot be written: " + oneLine(e) + ")");
            return new Result(null, held, 0, 0);
        }
        return new Result(new WatchEvent.Failed(c.name(), c.iteration(), reason), held, 0, 0);
    }

    /** Deletes what this ingest just committed (the store's newest iteration), so it is saved again once settled. */
    private String rollBack(StagedCheckpoint c, SaveResult saved) {
        if (saved == null) {
            return "";
        }
        try {
            store.delete(c.iteration());
            return "; its save was rolled back and is redone once it stays unchanged";
        } catch (IOException | RuntimeException e) {
            return "; its save could not be rolled back: " + oneLine(e);
        }
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
