package org.snapwear.codec.watch;

import java.nio.file.Path;

/**
 * How a {@link StagingWatcher} runs.
 *
 * @param staging        the directory the job writes checkpoints into
 * @param pollMillis     how often the directory is listed when there is nothing to do
 * @param idleExitMillis return after this long with nothing to ingest and nothing changing; 0 = run until stopped
 * @param keep           keep the newest {@code keep} iterations restorable, and what they are encoded against: this
 *                       retention replaces Algorithm 2's deletions (which drop a whole progressive group at the next
 *                       baseline); 0 = what Algorithm 2 keeps
 * @param maxStagedBytes cap on the bytes in the staging directory (the full marker goes up above it); 0 = none
 * @param requireDone    only checkpoints with a {@code NAME.done} marker are complete (jobs that write in place)
 */
public record WatchSettings(Path staging, long pollMillis, long idleExitMillis, int keep, long maxStagedBytes,
        boolean requireDone) {

    public WatchSettings {
        if (pollMillis < 1 || idleExitMillis < 0 || keep < 0 || maxStagedBytes < 0) {
            throw new IllegalArgumentException("watch settings out of range: poll " + pollMillis + " ms, idle exit "
                    + idleExitMillis + " ms, keep " + keep + ", max staged bytes " + maxStagedBytes);
        }
    }
}
