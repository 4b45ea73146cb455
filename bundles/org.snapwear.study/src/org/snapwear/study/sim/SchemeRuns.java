package org.snapwear.study.sim;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.snapwear.codec.container.ParallelSnapshotEncoder;
import org.snapwear.codec.scheme.SchemeConfig;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemeSimulation;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.codec.scheme.SnapshotSupplier;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.sequence.SnapshotSequence;

/** Runs a delta-snapshot scheme over a checkpoint sequence with codecs from the registry. */
public final class SchemeRuns {

    private SchemeRuns() {
    }

    /**
     * What to run: codec ids, mode, snap_dis, unit (0 = the spacing of the sequence), the iteration of the first
     * snapshot (Algorithm 2's ordinal 1; negative = the sequence's first iteration) and encoder threads (the
     * output is identical for any count; 1 = the single-threaded encoder).
     */
    public record Spec(String deltaCodec, String baselineCodec, SchemeMode mode, int snapDis, long unit,
            long firstIteration, int threads) {

        /** The sequence's own first iteration, one encoder thread. */
        public Spec(String deltaCodec, String baselineCodec, SchemeMode mode, int snapDis, long unit) {
            this(deltaCodec, baselineCodec, mode, snapDis, unit, -1, 1);
        }
    }

    /**
     * Simulates saving every snapshot of the sequence under the scheme.
     *
     * @throws IllegalArgumentException for an unknown or disabled codec, or irregular spacing without a unit
     */
    public static SimulationResult simulate(SnapshotSequence seq, Spec spec) throws IOException {
        CodecRegistry registry = CodecRegistry.defaultRegistry();
        SnapshotCodec delta = codec(registry, spec.deltaCodec());
        SnapshotCodec baseline = codec(registry, spec.baselineCodec());
        List<Long> its = seq.entries().stream().map(SnapshotSequence.Entry::iteration).toList();
        long unit = spec.unit() > 0 ? spec.unit() : spacing(its);
        long first = spec.firstIteration() >= 0 ? spec.firstIteration() : its.get(0);
        SchemeConfig config = new SchemeConfig(spec.mode(), spec.snapDis(), unit, first);
        if (spec.threads() <= 1) {
            return SchemeSimulation.run(SnapshotSupplier.of(seq), new SchemeSimulation.Options(config, delta, baseline));
        }
        try (ParallelSnapshotEncoder par = new ParallelSnapshotEncoder(spec.threads())) {
            return SchemeSimulation.run(SnapshotSupplier.of(seq), new SchemeSimulation.Options(config, delta,
                    baseline, ChunkLayout.DEFAULT_CHUNK_BYTES, null, par::encode));
        }
    }

    /** Convenience for a directory of checkpoints. */
    public static SimulationResult simulate(Path dir, Spec spec) throws IOException {
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
