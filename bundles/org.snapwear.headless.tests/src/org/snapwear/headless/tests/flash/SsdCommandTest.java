package org.snapwear.headless.tests.flash;

import org.snapwear.headless.tests.cli.CliRun;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.flash.files.FileLayer;
import org.snapwear.flash.files.FileOp;
import org.snapwear.flash.replay.UniformRandomWorkload;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.VictimPolicy;
import org.snapwear.flash.theory.LrwTheory;

import com.google.gson.JsonObject;

class SsdCommandTest {
    @TempDir
    Path tmp;

    private static final String SMALL = "channels=2\nchips_per_channel=1\nblocks_per_chip=256\npages_per_block=32\n"
            + "over_provisioning=0.25\nop_convention=SPARE_OVER_USER\ngc_threshold=0.05\n";

    private static SsdConfig small() {
        return SsdConfig.builder().channels(2).blocksPerChip(256).pagesPerBlock(32).overProvisioning(0.25).build();
    }

    @Test
    void syntheticFifoMatchesEngineAndTheory() {
        JsonObject j = CliRun.run("ssd", "--synthetic", "uniform", "--alpha", "1.3", "--blocks", "256",
                "--pages-per-block", "64", "--writes", "200000", "--policy", "fifo", "--seed", "3", "--json").json();
        // The same run through the engine API.
        Ssd ssd = new Ssd(SsdConfig.theory(1.3, 256, 64, VictimPolicy.FIFO).withSeed(3));
        var r = new UniformRandomWorkload(3).steadyState(ssd, 16384, 200_000 - 16384);
        assertEquals(r.writeAmplification(), j.get("write_amplification").getAsDouble(), 1e-12);
        assertEquals(200_000 - 16384, j.get("host_pages_written").getAsLong());
        assertEquals(r.after().erases(), j.get("erases").getAsLong());
        double theory = LrwTheory.writeAmplification(16384.0 / 12603);
        assertEquals(theory, j.get("theory_fifo_wa").getAsDouble(), 1e-12);
        assertEquals(theory, j.get("write_amplification").getAsDouble(), 0.01 * theory);
    }

    @Test
    void savesStreamMatchesFileLayer() throws IOException {
        Path cfg = tmp.resolve("dev.properties");
        Files.writeString(cfg, SMALL);
        Path saves = tmp.resolve("saves.csv");
        StringBuilder csv = new StringBuilder("op,name,bytes\n");
        List<FileOp> ops = new java.util.ArrayList<>();
        for (int i = 0; i < 60; i++) {
            csv.append("write,snap_").append(i).append(',').append(2_000_000 + i).append('\n');
            ops.add(FileOp.write("snap_" + i, 2_000_000 + i));
            if (i >= 3) {
                csv.append("delete,snap_").append(i - 3).append(",\n");
                ops.add(FileOp.delete("snap_" + (i - 3)));
            }
        }
        csv.append("read,snap_59,\n");
        ops.add(FileOp.read("snap_59"));
        Files.writeString(saves, csv);
        JsonObject j = CliRun.run("ssd", "--config", cfg.toString(), "--saves", saves.toString(), "--json").json();

        Ssd ssd = new Ssd(small());
        FileLayer fs = new FileLayer(ssd);
        fs.applyAll(ops);
        var m = ssd.metrics();
        assertEquals(60 * 489, m.hostPagesWritten()); // ceil(2,000,059 / 4096) = 489
        assertEquals(m.hostPagesWritten(), j.get("host_pages_written").getAsLong());
        assertEquals(m.flashPagesProgrammed(), j.get("flash_pages_programmed").getAsLong());
        assertEquals(m.erases(), j.get("erases").getAsLong());
        assertTrue(m.erases() > 0);
        assertEquals(m.eraseMax(), j.get("erase_max").getAsInt());
        assertEquals(m.simTimeMs(), j.get("sim_time_ms").getAsDouble(), 1e-9);
        assertEquals(3 * 489, j.get("stored_pages").getAsLong());
        var files = j.getAsJsonArray("files");
        assertEquals(60, files.size());
        JsonObject last = files.get(59).getAsJsonObject();
        assertEquals(fs.stats().get(59).restoreTimeMs(), last.get("restore_time_ms").getAsDouble(), 1e-9);
        // 489 pages read over 2 channels: ceil(489 / 2) x (read + transfer).
        assertEquals(245 * (0.025 + 0.1024), last.get("restore_time_ms").getAsDouble(), 1e-9);
    }

    @Test
    void impossibleWarmupFailsWithReason() throws IOException {
        Path cfg = tmp.resolve("total.properties");
        Files.writeString(cfg, "op_convention=SPARE_OVER_TOTAL\n");
        Path saves = tmp.resolve("s.csv");
        Files.writeString(saves, "write,a,4096\n");
        CliRun r = CliRun.run("ssd", "--config", cfg.toString(), "--saves", saves.toString(), "--warmup", "table8");
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("impossible warm-up state") && r.err().contains("exceed the user space"), r.err());
    }

    @Test
    void diskSimTraceReplays() throws IOException {
        Path cfg = tmp.resolve("dev.properties");
        Files.writeString(cfg, SMALL);
        Path trace = tmp.resolve("t.trace");
        StringBuilder t = new StringBuilder();
        for (int i = 0; i < 100; i++) {
            // 16 KB writes (4 pages) at 4 KB-aligned sector offsets, then every tenth read back.
            t.append(i * 0.5).append(" 0 ").append((i % 40) * 32).append(" 32 0\n");
            if (i % 10 == 9) {
                t.append(i * 0.5 + 0.25).append(" 0 ").append((i % 40) * 32).append(" 32 1\n");
            }
        }
        Files.writeString(trace, t);
        JsonObject j = CliRun.run("ssd", "--config", cfg.toString(), "--trace", trace.toString(), "--policy", "cost-benefit", "--json").json();
        assertEquals(110, j.get("requests").getAsLong());
        assertEquals(400, j.get("host_pages_written").getAsLong());
        assertEquals(40, j.get("host_pages_read").getAsLong());
        assertEquals("cost-benefit", j.get("policy").getAsString());
        assertEquals(1.0, j.get("write_amplification").getAsDouble(), 1e-12); // far too little data for GC
    }

    @Test
    void badCommandLinesAreUsageErrors() {
        assertEquals(2, CliRun.run("ssd", "--synthetic", "uniform", "--alpha", "1.3", "--blocks", "64",
                "--pages-per-block", "16", "--writes", "100").exit());
        assertEquals(2, CliRun.run("ssd", "--saves", "x.csv", "--policy", "lifo").exit());
        assertEquals(2, CliRun.run("ssd").exit());
        CliRun missing = CliRun.run("ssd", "--saves", tmpMissing());
        assertEquals(1, missing.exit());
    }

    private String tmpMissing() {
        return tmp.resolve("does-not-exist.csv").toString();
    }
}
