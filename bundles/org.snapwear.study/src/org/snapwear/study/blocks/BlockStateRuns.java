package org.snapwear.study.blocks;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.IntFunction;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.flash.files.FileOp;
import org.snapwear.flash.log.BlockStateLog;
import org.snapwear.flash.log.BlockStates;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.study.sim.SaveStreams;
import org.snapwear.study.sim.SchemeRuns;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * Produces finished SSD runs with their block-state logs for the SSD Block States view (and batch use): a
 * snapshot sequence saved with a scheme (codec engine, Algorithm 2 deletions) and replayed through the file layer,
 * a block I/O trace, or uniform random writes; on any device (default: [Delta snapshots, docs/papers.md#delta-snapshots] Table 4, 131,072 blocks),
 * optionally warmed up first.
 */
public final class BlockStateRuns {

    private BlockStateRuns() {
    }

    /** The default device: [Delta snapshots, docs/papers.md#delta-snapshots], Table 4. */
    public static SsdConfig defaultConfig() {
        return SsdConfig.table4();
    }

    /** Runs a workload on a fresh (optionally warmed-up) device, recording the block-state log. */
    public static BlockRun run(SsdConfig config, WarmupState warmup, BlockWorkload workload, IProgressMonitor monitor)
            throws IOException {
        SubMonitor sub = SubMonitor.convert(monitor, workload.label(), 100);
        Ssd ssd = new Ssd(config);
        if (warmup != null) {
            ssd.warmUp(warmup);
        }
        BlockStateLog log = BlockStateLog.attach(ssd);
        PageHistory pages = PageHistory.attach(ssd, log);
        sub.worked(5);
        IntFunction<String> names = workload.run(ssd, sub.split(90));
        ssd.setEventSink(null);
        log.setFileNames(names);
        BlockStates first = log.stateAt(0);
        int min = Integer.MAX_VALUE;
        int max = 0;
        for (int b = 0; b < ssd.blocks(); b++) {
            min = Math.min(min, first.erases()[b]);
            max = Math.max(max, ssd.eraseCount(b));
        }
        return new BlockRun(workload.label(), config, warmup, log, pages, ssd.metrics(), min, max, names);
    }

    /** A request as the workbench's Run dialog builds it. */
    public static BlockRun run(BlockRunRequest request, IProgressMonitor monitor) throws IOException {
        SubMonitor sub = SubMonitor.convert(monitor, "SSD block-state run", 100);
        BlockWorkload workload;
        switch (request.kind()) {
            case SEQUENCE:
                workload = sequenceWorkload(SnapshotSequence.discover(request.path()), request.scheme(), sub.split(60));
                break;
            case TRACE:
                workload = BlockWorkload.trace(request.path());
                sub.worked(5);
                break;
            case UNIFORM:
                workload = BlockWorkload.uniform(request.writes(), request.seed());
                sub.worked(5);
                break;
            default:
                throw new IllegalStateException(request.kind().toString());
        }
        return run(request.config(), request.warmup(), workload, sub.split(40));
    }

    /**
     * Saves the sequence with the scheme (codec engine: real encoded sizes, Algorithm 2 deletions) and returns its
     * file operations as a workload.
     */
    public static BlockWorkload sequenceWorkload(SnapshotSequence seq, SchemeSpec spec, IProgressMonitor monitor)
            throws IOException {
        SubMonitor sub = SubMonitor.convert(monitor, "Saving " + seq.entries().size() + " snapshots with "
                + spec.mode().id() + " / " + spec.deltaCodec(), 1);
        sub.checkCanceled();
        SimulationResult sim = SchemeRuns.simulate(seq, spec);
        sub.split(1);
        List<FileOp> ops = SaveStreams.fromSimulation(sim);
        String label = String.format("%s, %s / %s, snap_dis %d: %d snapshots", sequenceName(seq), spec.mode().id(),
                spec.deltaCodec(), spec.snapDis(), seq.entries().size());
        return BlockWorkload.saves(label, ops);
    }

    private static String sequenceName(SnapshotSequence seq) {
        Path p = seq.entries().get(0).path().getParent();
        return p == null ? "sequence" : String.valueOf(p.getFileName());
    }
}
