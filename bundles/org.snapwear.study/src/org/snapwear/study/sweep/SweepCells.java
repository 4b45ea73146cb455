package org.snapwear.study.sweep;

import java.util.List;

import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.study.sim.RestoreReplay;
import org.snapwear.study.sim.SaveRunReport;
import org.snapwear.study.sim.SaveStreams;
import org.snapwear.study.sim.SsdReport;
import org.snapwear.study.sim.SsdRuns;

/** Runs one sweep cell: its stream replayed on its device. */
public final class SweepCells {

    private SweepCells() {
    }

    /**
     * Replays {@code stream} on the cell's device: the writes and deletions as {@code snapwear ssd --sequence}
     * replays them ({@link SsdRuns#runSaves}; the wear figures), and a second replay that also reads back each
     * restore ({@link RestoreReplay}; the save and restore times), as the study's {@code schemes} table. A pure
     * function of its arguments: the simulator is sequential and seeded, so any thread or process gives the same
     * row.
     *
     * A cell whose device refuses the stream (too small for it, a warm-up it cannot take, GC that cannot reclaim a
     * block) gives a {@linkplain SweepRow#failed failed row} with the simulator's reason, so the sweep goes on with
     * the other cells.
     *
     * @throws IllegalArgumentException if the stream is not the cell's
     */
    public static SweepRow run(SweepCell cell, SaveStream stream) {
        if (!stream.key().equals(cell.streamKey())) {
            throw new IllegalArgumentException("cell " + cell.index() + " replays stream '" + cell.streamKey().scheme()
                    + "', not '" + stream.key().scheme() + "'");
        }
        SsdConfig cfg = cell.ssdConfig();
        WarmupState warmup = cell.warmupState();
        SaveRunReport run;
        List<RestoreReplay.Timing> timings;
        try {
            run = SsdRuns.runSaves(cfg, warmup, SaveStreams.fromSaves(stream.saves()));
            timings = RestoreReplay.replay(cfg, warmup, stream.saves());
        } catch (IllegalArgumentException | IllegalStateException e) {
            return SweepRow.failed(cell, stream, e.getMessage());
        }
        double saveTotal = 0;
        double restoreMax = 0;
        for (RestoreReplay.Timing t : timings) {
            saveTotal += t.saveMs();
            restoreMax = Math.max(restoreMax, t.restoreMs());
        }
        SsdReport d = run.device();
        return new SweepRow(cell, stream.deltaCodec(), stream.baselineCodec(), stream.mode(), stream.saves().size(),
                stream.rawBytes(), stream.writtenBytes(), stream.writtenPct(), stream.maxUsefulBytes(),
                d.physicalPages(), d.userPages(), d.hostPagesWritten(), d.flashPagesProgrammed(),
                d.writeAmplification(), d.erases(), d.eraseMin(), d.eraseMean(), d.eraseMax(), d.gcInvocations(),
                d.gcCopiedPages(), d.simTimeMs(), run.storedPages(), saveTotal, restoreMax, stream.verified(), null);
    }
}
