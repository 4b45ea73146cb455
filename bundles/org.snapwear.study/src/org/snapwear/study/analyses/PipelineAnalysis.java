package org.snapwear.study.analyses;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.gpu.pccr.CompressionProfile;
import org.snapwear.gpu.pccr.PccrModel;
import org.snapwear.gpu.pccr.PccrParameters;
import org.snapwear.gpu.pccr.PipelineSimulator;
import org.snapwear.model.study.ClusterSettings;
import org.snapwear.model.study.Study;
import org.snapwear.study.mapping.ClusterMapping;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.run.Analysis;
import org.snapwear.study.run.ResolvedSource;
import org.snapwear.study.run.RunContext;
import org.snapwear.trace.tensor.Snapshot;

/**
 * [PCCR, docs/papers.md#pccr] Fig. 12: checkpoint time against the number of processes without compression (Tu), with serial
 * compression (Tz) and with PCCR's pipelined compression (Tp), from the closed-form {@link PccrModel} with the
 * study's cluster settings, the same computation as {@code snapwear pccr}. The compression profile is the given
 * ratio and throughput, or, when compressionSource is measured, compressionCodec measured by
 * {@link SpiCodecProfiler} on the first snapshot of the first source (what {@code snapwear pccr --codec ID
 * --sample FILE} does; a measured throughput depends on the machine).
 *
 * <p>The discrete {@link PipelineSimulator} (blockBytes, queueLength) checks Tp at a few process counts: the
 * counts the {@code pccr} command simulates (powers of two and the last), at most {@value #MAX_SIMULATED} of them,
 * and only while blocks per process x processes stays within {@value #SIMULATION_BUDGET} block stores (the event
 * simulation grows with that product; the paper's 16 KB blocks of a 229 MB checkpoint at 8,192 processes would be
 * 10^8 blocks). Other rows leave simulated_pipeline_s empty. Summary: k, k_prime, k_double_prime and p0 (the
 * process count beyond which serial compression beats no compression; "never" when it does not).
 */
public final class PipelineAnalysis implements Analysis {

    /** Most process counts simulated. */
    public static final int MAX_SIMULATED = 4;
    /** Largest blocks-per-process x processes simulated. */
    public static final long SIMULATION_BUDGET = 4_000_000L;

    @Override
    public String id() {
        return TableIds.PIPELINE;
    }

    @Override
    public String title() {
        return "Checkpoint pipeline time model";
    }

    @Override
    public boolean enabled(Study study) {
        return study.getAnalyses() != null && study.getAnalyses().isPipelineCurves();
    }

    @Override
    public int weight(RunContext context) {
        return 2 + MAX_SIMULATED;
    }

    public static ResultTable newTable() {
        return new ResultTable(TableIds.PIPELINE, "Checkpoint time vs processes (PCCR, Liu et al. 2015, Fig. 12)",
                "PCCR model: Tu without compression, Tz with serial compression, Tp with pipelined compression; "
                        + "simulated = discrete-event pipeline simulation where run.",
                List.of(new Column("processes", "Processes", "processes"),
                        new Column("t_uncompressed_s", "Tu (uncompressed)", "s"),
                        new Column("t_zip_s", "Tz (serial compression)", "s"),
                        new Column("t_pipeline_s", "Tp (pipelined)", "s"),
                        new Column("simulated_pipeline_s", "Simulated pipeline", "s")));
    }

    @Override
    public void run(RunContext context, IProgressMonitor monitor) throws Exception {
        SubMonitor sub = SubMonitor.convert(monitor, title(), 2 + MAX_SIMULATED);
        ClusterSettings c = context.study().getHardware().getCluster();
        CompressionProfile profile = ClusterMapping.measured(c) ? measure(context, ClusterMapping.compressionCodec(c))
                : ClusterMapping.givenProfile(c);
        sub.worked(1);
        PccrParameters params = ClusterMapping.parameters(c, profile);
        PccrModel model = new PccrModel(params);
        PipelineSimulator sim = ClusterMapping.simulator(c, params);
        int[] processes = ClusterMapping.processes(c);
        List<Integer> simulated = simulatedProcesses(processes, sim.blocksPerProcess());
        if (simulated.size() < Math.min(MAX_SIMULATED, candidates(processes).size())) {
            context.results().warn("pipeline: the discrete simulation ran at " + simulated.size() + " process counts "
                    + "only (" + sim.blocksPerProcess() + " blocks per process; at most " + SIMULATION_BUDGET
                    + " blocks x processes are simulated); raise blockBytes to simulate more");
        }
        ResultTable table = newTable();
        for (int p : processes) {
            Cancel.check(sub);
            Double s = null;
            if (simulated.contains(p)) {
                sub.subTask("simulating " + p + " processes");
                s = sim.run(p).seconds();
                sub.worked(1);
            }
            table.addRow((long) p, model.tu(p), model.tz(p), model.tp(p), s);
        }
        context.results().add(table);
        context.results().putSummary("k", model.k());
        context.results().putSummary("k_prime", model.kPrime());
        context.results().putSummary("k_double_prime", model.kDoublePrime());
        double p0 = model.beneficialPoint();
        if (Double.isFinite(p0)) {
            context.results().putSummary("p0", p0);
        } else {
            context.results().putSummary("p0", "never");
        }
        context.results().putConfiguration("pipeline_compression", profile.source() + ", ratio " + profile.ratio()
                + ", " + profile.zipRateBytesPerSecond() + " B/s");
        sub.done();
    }

    /** The process counts {@code snapwear pccr --simulate} simulates: powers of two and the last one. */
    static List<Integer> candidates(int[] processes) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < processes.length; i++) {
            if (Integer.bitCount(processes[i]) == 1 || i == processes.length - 1) {
                out.add(processes[i]);
            }
        }
        return out;
    }

    /** The candidates within the simulation budget, smallest first, at most {@link #MAX_SIMULATED}. */
    static List<Integer> simulatedProcesses(int[] processes, int blocksPerProcess) {
        List<Integer> out = new ArrayList<>();
        for (int p : candidates(processes)) {
            if (out.size() < MAX_SIMULATED && (long) blocksPerProcess * p <= SIMULATION_BUDGET) {
                out.add(p);
            }
        }
        return out;
    }

    /**
     * The smallest block size, {@code c}'s blockBytes doubled as often as needed, at which the simulation runs at as
     * many process counts as it can ({@value #MAX_SIMULATED}, or every candidate when there are fewer) within
     * {@value #SIMULATION_BUDGET} block stores: what a study that wants the simulated column without the warning
     * sets (the demo does). The curves themselves do not depend on the block size.
     */
    public static int blockBytesSimulatingAll(ClusterSettings c) {
        List<Integer> candidates = candidates(ClusterMapping.processes(c));
        if (candidates.isEmpty()) {
            return c.getBlockBytes();
        }
        long largest = candidates.get(Math.min(MAX_SIMULATED, candidates.size()) - 1);
        long blockBytes = c.getBlockBytes();
        // the simulator cuts the checkpoint into max(1, round(S / D)) blocks
        while (Math.max(1, Math.round((double) c.getCheckpointBytes() / blockBytes)) * largest > SIMULATION_BUDGET
                && blockBytes < c.getCheckpointBytes() && blockBytes <= Integer.MAX_VALUE / 2) {
            blockBytes *= 2;
        }
        return (int) blockBytes;
    }

    /** Ratio and single-thread throughput of the codec on the first snapshot of the first source. */
    static CompressionProfile measure(RunContext context, String codecId) throws Exception {
        List<ResolvedSource> sources = context.sources();
        if (sources.isEmpty() || sources.get(0).sequence().size() == 0) {
            throw new IllegalStateException("pipeline: compressionSource is measured but the study has no snapshot "
                    + "to measure codec '" + codecId + "' on; set compressionSource to given");
        }
        Optional<SnapshotCodec> codec = CodecRegistry.defaultRegistry().find(codecId);
        if (codec.isEmpty()) {
            throw new IllegalStateException("pipeline: unknown compression codec '" + codecId + "'; known: "
                    + String.join(", ", CodecRegistry.defaultRegistry().codecs().stream().map(SnapshotCodec::id)
                            .toList()));
        }
        try (Snapshot s = sources.get(0).sequence().open(0)) {
            return new SpiCodecProfiler(codec.get()).measure(s);
        }
    }
}
