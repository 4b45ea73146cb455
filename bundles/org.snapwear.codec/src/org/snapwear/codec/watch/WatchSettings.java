package org.snapwear.codec.watch;

import java.nio.file.Path;

import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.store.RetentionRule;

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
 * @param settleMillis   a checkpoint the watcher saw changing (a job writing it in place under its final name) is
 *                       ingested only once it stayed unchanged this long
 * @param scheme         the scheme the command was given, for its encoder threads; null = every core
 * @param loss           the loss profile every save goes through ({@link PlanLoss#EXACT} unless given)
 */
public record WatchSettings(Path staging, long pollMillis, long idleExitMillis, int keep, long maxStagedBytes,
        boolean requireDone, long settleMillis, SchemeSpec scheme, PlanLoss loss) {
    /**
     * Default settle time: longer than the pauses of a job writing a checkpoint file by file (it computes the next
     * file's tensors in between), short against the minutes between two checkpoints.
     */
    public static final long DEFAULT_SETTLE_MILLIS = 5000;

    public WatchSettings {
        if (pollMillis < 1 || idleExitMillis < 0 || keep < 0 || maxStagedBytes < 0 || settleMillis < 0) {
            throw new IllegalArgumentException("watch settings out of range: poll " + pollMillis + " ms, idle exit "
                    + idleExitMillis + " ms, keep " + keep + ", max staged bytes " + maxStagedBytes + ", settle "
                    + settleMillis + " ms");
        }
        loss = loss == null ? PlanLoss.EXACT : loss;
    }

    /** Exact settings encoding with {@code scheme}'s threads. */
    public WatchSettings(Path staging, long pollMillis, long idleExitMillis, int keep, long maxStagedBytes,
            boolean requireDone, long settleMillis, SchemeSpec scheme) {
        this(staging, pollMillis, idleExitMillis, keep, maxStagedBytes, requireDone, settleMillis, scheme,
                PlanLoss.EXACT);
    }

    /** Settings that encode on every core. */
    public WatchSettings(Path staging, long pollMillis, long idleExitMillis, int keep, long maxStagedBytes,
            boolean requireDone, long settleMillis) {
        this(staging, pollMillis, idleExitMillis, keep, maxStagedBytes, requireDone, settleMillis, null);
    }

    /** The same settings, encoding with {@code s}'s threads. */
    public WatchSettings withScheme(SchemeSpec s) {
        return new WatchSettings(staging, pollMillis, idleExitMillis, keep, maxStagedBytes, requireDone, settleMillis,
                s, loss);
    }

    /** The same settings, every save through {@code l}. */
    public WatchSettings withLoss(PlanLoss l) {
        return new WatchSettings(staging, pollMillis, idleExitMillis, keep, maxStagedBytes, requireDone, settleMillis,
                scheme, l);
    }

    /** The retention every save of this watcher passes to the store: keep-newest-N, or Algorithm 2's. */
    public RetentionRule retention() {
        return keep > 0 ? RetentionRule.keepNewest(keep) : RetentionRule.ALGORITHM_2;
    }

    /** Settings with the {@link #DEFAULT_SETTLE_MILLIS default settle time}. */
    public WatchSettings(Path staging, long pollMillis, long idleExitMillis, int keep, long maxStagedBytes,
            boolean requireDone) {
        this(staging, pollMillis, idleExitMillis, keep, maxStagedBytes, requireDone, DEFAULT_SETTLE_MILLIS);
    }
}
