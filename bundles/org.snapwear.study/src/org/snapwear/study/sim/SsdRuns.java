package org.snapwear.study.sim;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.flash.files.FileLayer;
import org.snapwear.flash.files.FileOp;
import org.snapwear.flash.files.FileStats;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * SSD runs shared by {@code snapwear ssd}, {@code snapwear demo} and the workbench: a save stream or a scheme's
 * saves replayed on a (warmed-up) device, reported as a {@link SaveRunReport}.
 */
public final class SsdRuns {

    private SsdRuns() {
    }

    /**
     * Runs a checkpoint-save stream on a device (optionally warmed up first) and reports it, with per-file save
     * and restore times.
     */
    public static SaveRunReport runSaves(SsdConfig cfg, WarmupState warmup, Iterable<FileOp> ops) {
        return runSaves(cfg, warmup, ops, Progress.NONE);
    }

    /**
     * The same, asking {@code progress} before each operation whether to stop (a save stream of a long run takes
     * seconds to replay).
     *
     * @throws java.util.concurrent.CancellationException when {@code progress} is cancelled
     */
    public static SaveRunReport runSaves(SsdConfig cfg, WarmupState warmup, Iterable<FileOp> ops, Progress progress) {
        Ssd ssd = new Ssd(cfg);
        if (warmup != null) {
            ssd.warmUp(warmup);
        }
        FileLayer fs = new FileLayer(ssd);
        for (FileOp op : ops) {
            progress.checkCanceled();
            fs.apply(op);
        }
        List<FileTiming> files = new ArrayList<>();
        for (FileStats s : fs.stats()) {
            files.add(FileTiming.of(s));
        }
        return new SaveRunReport(SsdReport.of("saves", ssd, ssd.metrics()), fs.storedPages(), files, null);
    }

    /**
     * Saves a sequence with a scheme (codec engine), then replays the file writes and deletions on the device:
     * the paper's Fig. 10 experiment for one scheme.
     */
    public static SaveRunReport runSequence(SsdConfig cfg, WarmupState warmup, SnapshotSequence seq,
            SchemeSpec spec) throws IOException {
        return runSequence(cfg, warmup, seq, spec, PlanLoss.EXACT);
    }

    /**
     * The same with a loss profile: the saves of {@code snapwear compress --loss} (every lossy tensor checked
     * against its bound) replayed on the device, the profile and its measured error in the report's scheme.
     */
    public static SaveRunReport runSequence(SsdConfig cfg, WarmupState warmup, SnapshotSequence seq,
            SchemeSpec spec, PlanLoss loss) throws IOException {
        SimulationResult sim = SchemeRuns.simulate(seq, spec, loss, r -> { }, Progress.NONE);
        SaveRunReport r = runSaves(cfg, warmup, SaveStreams.fromSimulation(sim));
        return new SaveRunReport(r.device().withMode("sequence"), r.storedPages(), r.files(),
                SchemeSaves.of(sim, LossLabel.of(loss)));
    }
}
