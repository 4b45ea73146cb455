package org.snapwear.study.sim;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.flash.files.FileLayer;
import org.snapwear.flash.files.FileOp;
import org.snapwear.flash.files.FileStats;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.SsdMetrics;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * SSD runs shared by {@code snapwear ssd}, {@code snapwear demo} and the workbench: a save stream or a scheme's
 * saves replayed on a (warmed-up) device, reported as a map whose keys are the JSON field names.
 */
public final class SsdRuns {

    private SsdRuns() {
    }

    /** The result of a trace or save-stream run (JSON field names are snake_case of the keys). */
    public static Map<String, Object> report(String mode, Ssd ssd, SsdMetrics m) {
        SsdConfig c = ssd.config();
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("mode", mode);
        r.put("policy", c.policy().name().toLowerCase(Locale.ROOT).replace('_', '-'));
        r.put("host_pages_written", m.hostPagesWritten());
        r.put("flash_pages_programmed", m.flashPagesProgrammed());
        r.put("write_amplification", m.writeAmplification());
        r.put("erases", m.erases());
        r.put("erase_min", m.eraseMin());
        r.put("erase_mean", m.eraseMean());
        r.put("erase_max", m.eraseMax());
        r.put("gc_invocations", m.gcInvocations());
        r.put("gc_copied_pages", m.gcCopiedPages());
        r.put("wear_level_migrations", m.wearLevelMigrations());
        r.put("host_pages_read", m.hostPagesRead());
        r.put("host_pages_trimmed", m.hostPagesTrimmed());
        r.put("sim_time_ms", m.simTimeMs());
        r.put("read_time_ms", m.readTimeMs());
        r.put("write_time_ms", m.writeTimeMs());
        r.put("erase_time_ms", m.eraseTimeMs());
        r.put("transfer_time_ms", m.transferTimeMs());
        r.put("physical_pages", c.physicalPages());
        r.put("user_pages", c.userPages());
        r.put("over_provisioning", c.overProvisioning());
        r.put("op_convention", c.opConvention().name());
        r.put("gc_threshold_blocks_per_chip", c.gcThresholdBlocks());
        return r;
    }

    /**
     * Runs a checkpoint-save stream on a device (optionally warmed up first) and reports it, with per-file save
     * and restore times.
     */
    public static Map<String, Object> runSaves(SsdConfig cfg, WarmupState warmup, Iterable<FileOp> ops) {
        Ssd ssd = new Ssd(cfg);
        if (warmup != null) {
            ssd.warmUp(warmup);
        }
        FileLayer fs = new FileLayer(ssd);
        fs.applyAll(ops);
        Map<String, Object> r = report("saves", ssd, ssd.metrics());
        r.put("stored_pages", fs.storedPages());
        List<Map<String, Object>> files = new ArrayList<>();
        for (FileStats s : fs.stats()) {
            Map<String, Object> f = new LinkedHashMap<>();
            f.put("name", s.name());
            f.put("pages", s.pages());
            f.put("writes", s.writes());
            f.put("save_time_ms", s.saveTimeMs());
            f.put("restore_time_ms", s.restoreTimeMs());
            files.add(f);
        }
        r.put("files", files);
        return r;
    }

    /**
     * Saves a sequence with a scheme (codec engine), then replays the file writes and deletions on the device:
     * the paper's Fig. 10 experiment for one scheme.
     */
    public static Map<String, Object> runSequence(SsdConfig cfg, WarmupState warmup, SnapshotSequence seq,
            SchemeSpec spec) throws IOException {
        SimulationResult sim = SchemeRuns.simulate(seq, spec);
        Map<String, Object> r = runSaves(cfg, warmup, SaveStreams.fromSimulation(sim));
        r.put("mode", "sequence");
        Map<String, Object> scheme = new LinkedHashMap<>();
        scheme.put("codec", sim.deltaCodec());
        scheme.put("baseline", sim.baselineCodec());
        scheme.put("scheme", sim.mode());
        scheme.put("snap_dis", sim.snapDis());
        scheme.put("unit", sim.unit());
        scheme.put("snapshots", sim.saves().size());
        scheme.put("raw_bytes", sim.rawBytes());
        scheme.put("written_bytes", sim.writtenBytes());
        scheme.put("written_pct", sim.writtenPct());
        scheme.put("round_trip_verified", sim.allVerified());
        r.put("scheme", scheme);
        return r;
    }
}
