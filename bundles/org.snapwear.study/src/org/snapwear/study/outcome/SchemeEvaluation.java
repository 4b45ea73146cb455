package org.snapwear.study.outcome;

import java.util.List;

import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.study.sim.RestoreReplay;
import org.snapwear.study.sim.SaveRunReport;
import org.snapwear.study.sim.SaveStreams;
import org.snapwear.study.sim.SsdReport;
import org.snapwear.study.sim.SsdRuns;
import org.snapwear.trace.progress.Progress;

/**
 * "Evaluate scheme S on device D", the one place it is done: the schemes table, the snap_dis sweep, the cell-wise
 * sweep (single machine and Spark) and the run overview all call {@link #evaluate}.
 *
 * @param outcome the outcome
 * @param timings each save's save and restore time, in save order (the {@code snapshots} table)
 */
public record SchemeEvaluation(SchemeOutcome outcome, List<RestoreReplay.Timing> timings) {

    public SchemeEvaluation {
        timings = List.copyOf(timings);
    }

    /**
     * Replays {@code stream} on the device {@code cfg} (after {@code warmup}; null for a fresh device): the writes
     * and deletions as {@code snapwear ssd --sequence} replays them ({@link SsdRuns#runSaves}; the wear figures),
     * and a second replay that also reads back each restore ({@link RestoreReplay}; the save and restore times). A
     * pure function of its arguments: the simulator is sequential and seeded, so any thread or process gives the
     * same outcome. {@code progress} is asked between saves whether to stop.
     *
     * @throws IllegalArgumentException               if the device cannot take the stream (too small, a warm-up
     *                                                it cannot take)
     * @throws IllegalStateException                  if garbage collection cannot reclaim a block
     * @throws java.util.concurrent.CancellationException when {@code progress} is cancelled
     */
    public static SchemeEvaluation evaluate(SchemeStream stream, SsdConfig cfg, WarmupState warmup,
            Progress progress) {
        SaveRunReport run = SsdRuns.runSaves(cfg, warmup, SaveStreams.fromSaves(stream.saves()), progress);
        List<RestoreReplay.Timing> timings = RestoreReplay.replay(cfg, warmup, stream.saves(), progress);
        double saveTotal = 0;
        double restoreMax = 0;
        for (RestoreReplay.Timing t : timings) {
            saveTotal += t.saveMs();
            restoreMax = Math.max(restoreMax, t.restoreMs());
        }
        SsdReport d = run.device();
        DeviceOutcome ssd = new DeviceOutcome(d.physicalPages(), d.userPages(), d.hostPagesWritten(),
                d.flashPagesProgrammed(), d.writeAmplification(), d.erases(), d.eraseMin(), d.eraseMean(),
                d.eraseMax(), d.gcInvocations(), d.gcCopiedPages(), d.simTimeMs(), run.storedPages(), saveTotal,
                restoreMax);
        return new SchemeEvaluation(SchemeOutcome.of(stream, ssd), timings);
    }
}
