package org.snapwear.spark.compress;

import java.io.IOException;
import java.util.List;

import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.snapwear.codec.plan.PlanCodecs;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.scheme.SchemeConfig;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.spark.io.HadoopConf;
import org.snapwear.study.sim.CompressReport;
import org.snapwear.study.sim.SchemeRuns;

/**
 * {@code compress} on Spark: the same simulation as {@code snapwear compress SEQ ... --json}
 * ({@link SchemeRuns#simulate}), split into independent tasks; the result equals the single-machine one in every
 * size and count (times are the tasks' summed times).
 */
public final class CompressJob {
    private CompressJob() {
    }

    /**
     * @param sc            the Spark context
     * @param sequence      the sequence, as the user names it: a local directory, or a URI on a Hadoop file system
     * @param spec          scheme and codecs; unit 0 = the sequence's spacing
     * @param chunksPerTask chunks per stage 2 task
     */
    public static CompressReport run(JavaSparkContext sc, String sequence, SchemeSpec spec, int chunksPerTask)
            throws IOException {
        return report(sequence, spec, simulateWithRun(sc, sequence, spec, chunksPerTask));
    }

    /**
     * The engine's result itself (what {@link SchemeRuns#simulate} returns for the same sequence and scheme).
     *
     * @param sequence a local directory (as {@code snapwear compress} takes it) or a URI on a Hadoop file system
     */
    public static SimulationResult simulate(JavaSparkContext sc, String sequence, SchemeSpec spec,
            int chunksPerTask) throws IOException {
        return simulateWithRun(sc, sequence, spec, chunksPerTask).result();
    }

    private record Run(SchemeSpec grid, SimulationResult result) {
    }

    private static Run simulateWithRun(JavaSparkContext sc, String sequence, SchemeSpec spec, int chunksPerTask)
            throws IOException {
        CodecRegistry registry = CodecRegistry.defaultRegistry();
        SnapshotCodec delta = codec(registry, spec.deltaCodec());
        SnapshotCodec baseline = codec(registry, spec.baselineCodec());
        Broadcast<HadoopConf> conf = sc.broadcast(HadoopConf.of(sc.hadoopConfiguration()));
        try {
            // planning: the members' layouts, one scan task per member (each stage named for the progress lines)
            sc.setCallSite("scan members");
            MemberCatalog catalog = MemberCatalog.scan(sc, sequence, conf);
            List<Long> its = catalog.members().stream().map(MemberRef::iteration).toList();
            long unit = spec.unit() > 0 ? spec.unit() : SchemeRuns.spacing(its);
            long first = spec.firstIteration() >= 0 ? spec.firstIteration() : its.get(0);
            SchemeSpec grid = spec.withGrid(unit, first);
            SchemeConfig config = grid.config(unit, first);
            PlanCodecs codecs = PlanCodecs.of(config.mode() != SchemeMode.FULL ? delta : null, baseline, registry);
            PartTasks.Planned planned = PartTasks.plan(catalog, config, codecs, spec.chunkBytes());
            List<PartTask> tasks = planned.tasks();
            // stage 1: one task per part (prepare reads the whole part once)
            sc.setCallSite("prepare parts");
            List<PreparedPart> prepared = sc.parallelize(tasks, Math.max(1, tasks.size()))
                    .map(new PrepareTask(conf)).collect();
            // stage 2: ranges of chunks, the parts shipped once as a broadcast
            List<ChunkRange> ranges = ChunkRanges.split(prepared, chunksPerTask);
            Broadcast<List<PreparedPart>> parts = sc.broadcast(prepared);
            List<RangeResult> results;
            sc.setCallSite("encode and verify chunks");
            try {
                results = sc.parallelize(ranges, Math.max(1, ranges.size())).map(new EncodeRange(parts, conf))
                        .collect();
            } finally {
                parts.destroy();
            }
            return new Run(grid, SaveAssembler.assemble(planned.plan(), delta.id(), baseline.id(), prepared,
                    results));
        } finally {
            sc.clearCallSite();
            conf.destroy();
        }
    }

    private static CompressReport report(String sequence, SchemeSpec spec, Run run) {
        return CompressReport.of(sequence, run.grid(), run.result());
    }

    private static SnapshotCodec codec(CodecRegistry registry, String id) {
        if (registry.find(id).isEmpty()) {
            throw new IllegalArgumentException("unknown or disabled codec '" + id + "'; available: "
                    + String.join(", ", registry.codecs().stream().map(SnapshotCodec::id).toList()));
        }
        return registry.require(id);
    }
}
