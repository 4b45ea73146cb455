package org.snapwear.study.outcome;

import java.io.IOException;
import java.io.Serializable;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.study.sim.LossLabel;
import org.snapwear.study.sim.LossRow;
import org.snapwear.study.sim.SaveStreams;
import org.snapwear.study.sim.SchemeRuns;
import org.snapwear.study.sim.StreamSave;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * What a scheme did over a whole run, independent of any device: its totals and its save stream (the saves as the
 * device sees them). The input of {@link SchemeEvaluation#evaluate}; {@link Serializable} so a Spark sweep computes
 * it once and ships it to every cell. No encoder timing: a stream is the same value whichever machine computed it.
 *
 * @param codec          codec of delta snapshots
 * @param baselineCodec  codec of baselines
 * @param mode           scheme mode id (full, progressive, chain)
 * @param snapDis        snap_dis
 * @param rawBytes       tensor bytes of all snapshots
 * @param writtenBytes   bytes written by all saves (containers included, as {@code snapwear compress} reports)
 * @param writtenPct     100 x written / raw
 * @param maxUsefulBytes the largest useful storage after any save
 * @param verified       every snapshot round-tripped bit-exactly (a lossy tensor: within its bound)
 * @param saves          the saves in order
 * @param loss           the loss profile the run was saved with ({@link LossLabel#EXACT} for an exact run)
 * @param lossErrors     the measured error per loss role over the run ({@link LossRow}; empty for an exact run)
 */
public record SchemeStream(String codec, String baselineCodec, String mode, int snapDis, long rawBytes,
        long writtenBytes, double writtenPct, long maxUsefulBytes, boolean verified, List<StreamSave> saves,
        LossLabel loss, List<LossRow> lossErrors) implements Serializable {

    private static final long serialVersionUID = 2L;

    public SchemeStream {
        saves = List.copyOf(saves);
        Objects.requireNonNull(loss, "loss");
        lossErrors = List.copyOf(lossErrors);
    }

    /** The stream of a simulated exact run. */
    public static SchemeStream of(SimulationResult sim) {
        return of(sim, LossLabel.EXACT);
    }

    /** The stream of a run simulated with the loss profile {@code loss} names. */
    public static SchemeStream of(SimulationResult sim, LossLabel loss) {
        return new SchemeStream(sim.deltaCodec(), sim.baselineCodec(), sim.mode(), sim.snapDis(), sim.rawBytes(),
                sim.writtenBytes(), sim.writtenPct(), sim.maxUsefulStorageBytes(), sim.allVerified(),
                SaveStreams.saves(sim), loss, LossRow.of(sim));
    }

    /** Whether the run was saved with a lossy profile. */
    public boolean lossy() {
        return !loss.isExact();
    }

    /**
     * Saves every snapshot of {@code seq} under {@code spec} ({@link SchemeRuns#simulate}, the simulation of
     * {@code snapwear compress}), asking {@code progress} before each snapshot is read whether to stop: a cancel
     * takes effect between two saves of the run, not after the whole run.
     *
     * @throws java.util.concurrent.CancellationException when {@code progress} is cancelled
     * @throws IllegalArgumentException for an unknown codec or an irregularly spaced sequence
     */
    public static SchemeStream simulate(SnapshotSequence seq, SchemeSpec spec, Progress progress)
            throws IOException {
        return of(SchemeRuns.simulate(cancellable(seq, progress), spec));
    }

    /**
     * The same with a loss profile ({@link PlanLoss#EXACT} gives exactly {@link #simulate(SnapshotSequence,
     * SchemeSpec, Progress)}): the simulation of {@code snapwear compress --loss}, each lossy tensor checked against
     * its bound, the measured error kept per role.
     */
    public static SchemeStream simulate(SnapshotSequence seq, SchemeSpec spec, PlanLoss loss, Progress progress)
            throws IOException {
        if (loss.isExact()) {
            return simulate(seq, spec, progress);
        }
        return of(SchemeRuns.simulate(cancellable(seq, progress), spec, loss, r -> { },
                Progress.NONE), LossLabel.of(loss));
    }

    /** The sequence with its snapshots opened only while {@code progress} is not cancelled. */
    static SnapshotSequence cancellable(SnapshotSequence seq, Progress progress) {
        if (progress == Progress.NONE) {
            return seq;
        }
        Map<SnapshotSequence.Entry, Integer> index = new HashMap<>();
        for (int i = 0; i < seq.size(); i++) {
            index.put(seq.entries().get(i), i);
        }
        return new SnapshotSequence(seq.entries(), entry -> {
            progress.checkCanceled();
            return seq.open(index.get(entry));
        });
    }

    /**
     * Peak useful storage in units of one raw snapshot (the mean raw size), the figure a storage limit is given in;
     * a run of empty snapshots holds nothing at any time (0, not 0/0).
     */
    public double maxUsefulSnapshots() {
        double rawPerSnapshot = saves.isEmpty() ? 0 : (double) rawBytes / saves.size();
        return rawPerSnapshot == 0 ? 0 : maxUsefulBytes / rawPerSnapshot;
    }
}
