package org.snapwear.study.sweep;

import java.util.concurrent.CancellationException;

import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.study.outcome.SchemeEvaluation;
import org.snapwear.study.outcome.SchemeOutcome;
import org.snapwear.trace.progress.Progress;

/** Runs one sweep cell: its stream replayed on its device. */
public final class SweepCells {

    private SweepCells() {
    }

    /**
     * Evaluates {@code stream} on the cell's device ({@link SchemeEvaluation#evaluate}, as the study's
     * {@code schemes} table does): a pure function of its arguments, so any thread or process gives the same row.
     *
     * A cell whose device refuses the stream (too small for it, a warm-up it cannot take, GC that cannot reclaim a
     * block) gives a {@linkplain SchemeOutcome#failed failed outcome} with the simulator's reason, so the sweep goes
     * on with the other cells.
     *
     * @throws IllegalArgumentException if the stream is not the cell's
     */
    public static SweepRow run(SweepCell cell, SaveStream stream) {
        return run(cell, stream, Progress.NONE);
    }

    /**
     * The same, asking {@code progress} between saves whether to stop.
     *
     * @throws java.util.concurrent.CancellationException when {@code progress} is cancelled
     */
    public static SweepRow run(SweepCell cell, SaveStream stream, Progress progress) {
        if (!stream.key().equals(cell.streamKey())) {
            throw new IllegalArgumentException("cell " + cell.index() + " replays stream '" + cell.streamKey().scheme()
                    + "', not '" + stream.key().scheme() + "'");
        }
        SsdConfig cfg = cell.ssdConfig();
        WarmupState warmup = cell.warmupState();
        try {
            return new SweepRow(cell, SchemeEvaluation.evaluate(stream.stream(), cfg, warmup, progress).outcome());
        } catch (CancellationException e) {
            throw e; // an IllegalStateException too, but the user's, not the device's
        } catch (IllegalArgumentException | IllegalStateException e) {
            return new SweepRow(cell, SchemeOutcome.failed(stream.stream(), e.getMessage()));
        }
    }
}
