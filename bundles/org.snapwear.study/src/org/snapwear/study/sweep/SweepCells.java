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
     * @throws IllegalArgumentException if the stream is not the cell's
     * @throws IllegalStateException    naming the cell, if the device cannot hold the stream
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
            throw new IllegalStateException("cell " + cell.index() + " (" + cell.scheme() + ", snap_dis "
                    + cell.snapDis() + ", " + cell.ssdLabel() + "): " + e.getMessage(), e);
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
                d.gcCopiedPages(), d.simTimeMs(), run.storedPages(), saveTotal, restoreMax, stream.verified());
    }
}
