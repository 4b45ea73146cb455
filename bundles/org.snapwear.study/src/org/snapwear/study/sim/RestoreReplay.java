package org.snapwear.study.sim;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.flash.files.FileLayer;
import org.snapwear.flash.files.FileStats;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.trace.progress.Progress;

/**
 * Table 9's save and restore times per snapshot: replays a scheme's saves on the device and, after each save and
 * its deletions, reads back every file Algorithm 2 keeps to rebuild that snapshot (the restore of the latest
 * snapshot). Save time = the file's write time, restore time = the sum of the read times of the kept files, both
 * from the simulator's per-file statistics. Kept separate from {@link SsdRuns#runSaves} (writes and deletions
 * only, as {@code snapwear ssd} replays them) so that the wear figures stay exactly those of the subcommand while
 * the restore reads only add timing.
 */
public final class RestoreReplay {

    private RestoreReplay() {
    }

    /** Save and restore time of one saved snapshot, in ms. */
    public record Timing(long iteration, double saveMs, double restoreMs) {
    }

    public static List<Timing> replay(SsdConfig cfg, WarmupState warmup, SimulationResult sim) {
        return replay(cfg, warmup, SaveStreams.saves(sim));
    }

    /** The same for saves already taken out of a simulation ({@link SaveStreams#saves}). */
    public static List<Timing> replay(SsdConfig cfg, WarmupState warmup, List<StreamSave> saves) {
        return replay(cfg, warmup, saves, Progress.NONE);
    }

    /**
     * The same, asking {@code progress} before each save whether to stop.
     *
     * @throws java.util.concurrent.CancellationException when {@code progress} is cancelled
     */
    public static List<Timing> replay(SsdConfig cfg, WarmupState warmup, List<StreamSave> saves, Progress progress) {
        Ssd ssd = new Ssd(cfg);
        if (warmup != null) {
            ssd.warmUp(warmup);
        }
        FileLayer fs = new FileLayer(ssd);
        Map<Long, String> names = new HashMap<>();
        List<Timing> out = new ArrayList<>();
        for (StreamSave s : saves) {
            progress.checkCanceled();
            String name = s.fileName();
            names.put(s.iteration(), name);
            fs.write(name, s.bytes(), -1);
            double save = stats(fs, name).saveTimeMs();
            for (Long gone : s.deleted()) {
                String old = names.remove(gone);
                if (old == null) {
                    throw new IllegalStateException("scheme deleted iteration " + gone + ", which was never saved");
                }
                fs.delete(old, -1);
            }
            double restore = 0;
            for (Long k : s.kept()) {
                String f = names.get(k);
                if (f == null) {
                    throw new IllegalStateException("scheme keeps iteration " + k + ", which is not stored");
                }
                fs.read(f, -1);
                restore += stats(fs, f).restoreTimeMs();
            }
            out.add(new Timing(s.iteration(), save, restore));
        }
        return out;
    }

    private static FileStats stats(FileLayer fs, String name) {
        for (FileStats f : fs.stats()) {
            if (f.name().equals(name)) {
                return f;
            }
        }
        throw new IllegalStateException("no statistics for " + name);
    }
}
