package org.snapwear.study.sim;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.snapwear.codec.plan.FallbackCodec;
import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.codec.plan.SchemeSimulation;
import org.snapwear.codec.scheme.SchemeConfig;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.codec.scheme.SnapshotSupplier;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.sequence.SnapshotSequence;

/** Runs a delta-snapshot scheme over a checkpoint sequence with codecs from the registry. */
public final class SchemeRuns {

    private SchemeRuns() {
    }

    /**
     * Simulates saving every snapshot of the sequence under the scheme: unit 0 = the spacing of the sequence,
     * a negative first iteration = the sequence's first; threads above 1 encode in parallel (same output).
     *
     * @throws IllegalArgumentException for an unknown or disabled codec, or irregular spacing without a unit
     */
    public static SimulationResult simulate(SnapshotSequence seq, SchemeSpec spec) throws IOException {
        return simulate(seq, spec, r -> { });
    }

    /** The same, telling the listener about each save as it is accounted (a command printing rows as they come). */
    public static SimulationResult simulate(SnapshotSequence seq, SchemeSpec spec, SchemeSimulation.Listener listener)
            throws IOException {
        return simulate(seq, spec, listener, Progress.NONE);
    }

    /**
     * The same, reporting each save's progress in bytes and checking for cancel between chunk ranges.
     *
     * @throws java.util.concurrent.CancellationException if the progress reports a cancel
     */
    public static SimulationResult simulate(SnapshotSequence seq, SchemeSpec spec, SchemeSimulation.Listener listener,
            Progress progress) throws IOException {
        return simulate(seq, spec, PlanLoss.EXACT, listener, progress);
    }

    /** The same with a loss profile (the lossy tensors checked against their bounds, the error per role). */
    public static SimulationResult simulate(SnapshotSequence seq, SchemeSpec spec, PlanLoss loss,
            SchemeSimulation.Listener listener, Progress progress) throws IOException {
        CodecRegistry registry = CodecRegistry.defaultRegistry();
        SnapshotCodec delta = codec(registry, spec.deltaCodec());
        SnapshotCodec baseline = codec(registry, spec.baselineCodec());
        List<Long> its = seq.entries().stream().map(SnapshotSequence.Entry::iteration).toList();
        // each looked up only when the spec leaves it open (an empty sequence has no first iteration)
        long unit = spec.unit() > 0 ? spec.unit() : spacing(its);
        long first = spec.firstIteration() >= 0 ? spec.firstIteration() : its.get(0);
        SchemeConfig config = spec.config(unit, first);
        // threads spread each part's chunk ranges; the result is the same for any number
        return SchemeSimulation.run(SnapshotSupplier.of(seq), new SchemeSimulation.Options(config, delta, baseline,
                spec.chunkBytes(), null, Math.max(1, spec.threads()), FallbackCodec.in(registry), loss), listener,
                progress);
    }

    /** Convenience for a directory of checkpoints. */
    public static SimulationResult simulate(Path dir, SchemeSpec spec) throws IOException {
        return simulate(SnapshotSequence.discover(dir), spec);
    }

    private static SnapshotCodec codec(CodecRegistry registry, String id) {
        if (registry.find(id).isEmpty()) {
            throw new IllegalArgumentException("unknown or disabled codec '" + id + "'; available: "
                    + String.join(", ", registry.codecs().stream().map(SnapshotCodec::id).toList()));
        }
        return registry.require(id);
    }

    /**
     * The constant spacing of the iterations (Algorithm 2's unit).
     *
     * @throws IllegalArgumentException if the spacing is irregular
     */
    public static long spacing(List<Long> its) {
        if (its.size() < 2) {
            return 1;
        }
        long unit = its.get(1) - its.get(0);
        for (int i = 2; i < its.size(); i++) {
            if (its.get(i) - its.get(i - 1) != unit) {
                throw new IllegalArgumentException("snapshots are not evenly spaced (" + its.get(i - 1) + " -> "
                        + its.get(i) + " after a spacing of " + unit + ")");
            }
        }
        return unit;
    }
}
