package org.snapwear.headless.tests.codec;

import org.snapwear.codec.plan.SchemeSimulation;
import org.snapwear.headless.tests.cli.CliRun;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.scheme.SaveRecord;
import org.snapwear.codec.scheme.SchemeConfig;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.codec.scheme.SnapshotSupplier;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.sequence.SnapshotSequence;

class CompressCommandTest {

    static Path cnn() {
        return Fixtures.path("cnn_digits_sgd");
    }

    /** The JSON must equal what the engine computes for the same settings, snapshot by snapshot. */
    private static void checkAgainstEngine(String codec, String baseline, SchemeMode mode, int snapDis, String threads)
            throws Exception {
        CliRun run = CliRun.run("compress", cnn().toString(), "--codec", codec, "--baseline", baseline, "--mode",
                mode.id(), "--snap-dis", Integer.toString(snapDis), "--threads", threads, "--json");
        JsonObject j = run.json();
        CodecRegistry reg = CodecRegistry.defaultRegistry();
        SimulationResult r = SchemeSimulation.run(SnapshotSupplier.of(SnapshotSequence.discover(cnn())),
                new SchemeSimulation.Options(new SchemeConfig(mode, snapDis, 500, 0), reg.require(codec),
                        reg.require(baseline)));
        assertEquals(9_497_712L, j.get("raw_bytes").getAsLong());
        assertEquals(r.rawBytes(), j.get("raw_bytes").getAsLong());
        assertEquals(r.writtenBytes(), j.get("written_bytes").getAsLong());
        assertEquals(100.0 * r.writtenBytes() / r.rawBytes(), j.get("written_pct").getAsDouble(), 1e-9);
        assertTrue(j.get("round_trip_verified").getAsBoolean());
        assertEquals(500, j.get("unit").getAsLong());
        JsonArray snaps = j.getAsJsonArray("snapshots");
        assertEquals(21, snaps.size());
        long sum = 0;
        for (int i = 0; i < snaps.size(); i++) {
            JsonObject s = snaps.get(i).getAsJsonObject();
            SaveRecord e = r.saves().get(i);
            assertEquals(500L * i, s.get("iteration").getAsLong());
            assertEquals(mode == SchemeMode.FULL || i % snapDis == 0 ? "baseline" : "delta", s.get("kind").getAsString());
            assertEquals(e.bytes(), s.get("bytes").getAsLong(), "bytes of snapshot " + i);
            assertEquals(e.usefulStorageBytes(), s.get("useful_storage_bytes").getAsLong());
            sum += s.get("bytes").getAsLong();
        }
        assertEquals(sum, j.get("written_bytes").getAsLong());
    }

    @Test
    void dynrleProgressiveMatchesEngineAndPaperFigure() throws Exception {
        checkAgainstEngine("dynrle", "raw", SchemeMode.PROGRESSIVE, 10, "1");
        JsonObject j = CliRun.run("compress", cnn().toString(), "--codec", "dynrle", "--baseline", "raw", "--mode",
                "progressive", "--snap-dis", "10", "--json").json();
        // docs/papers.md#reference-figures: 79.3 % per Algorithm 1 without headers; headers add < 0.1 point.
        assertEquals(79.3, j.get("written_pct").getAsDouble(), 0.1);
    }

    @Test
    void predictiveChainWithTwoThreadsMatchesEngine() throws Exception {
        checkAgainstEngine("predictive", "predictive", SchemeMode.CHAIN, 5, "2");
    }

    @Test
    void fullModeUsesTheBaselineCodecEverywhere() throws Exception {
        checkAgainstEngine("dynrle", "huffman-exp", SchemeMode.FULL, 1, "1");
    }

    @Test
    void tableOutputAndErrors(@TempDir Path tmp) throws Exception {
        CliRun ok = CliRun.run("compress", cnn().toString(), "--codec", "rle4", "--mode", "chain", "--snap-dis", "3");
        assertEquals(0, ok.exit(), ok.err());
        assertTrue(ok.out().contains("round trip verified"), ok.out());
        assertEquals(2, CliRun.run("compress", cnn().toString(), "--codec", "nope", "--mode", "chain", "--snap-dis", "3")
                .exit());
        assertEquals(2, CliRun.run("compress", cnn().toString(), "--codec", "rle4", "--mode", "zigzag", "--snap-dis", "3")
                .exit());
        assertEquals(2, CliRun.run("compress", cnn().toString(), "--codec", "rle4", "--mode", "chain").exit());
        // huffman-exp encodes baselines only: using it for deltas is a clear failure, not a crash.
        CliRun bad = CliRun.run("compress", cnn().toString(), "--codec", "huffman-exp", "--mode", "progressive",
                "--snap-dis", "3");
        assertEquals(1, bad.exit(), bad.err());
        assertTrue(bad.err().contains("baselines only"), bad.err());
        Path junk = Files.writeString(tmp.resolve("snap_iter000100.safetensors"), "not a checkpoint");
        CliRun corrupt = CliRun.run("compress", tmp.toString(), "--codec", "dynrle", "--mode", "progressive",
                "--snap-dis", "3");
        assertEquals(1, corrupt.exit());
        assertTrue(corrupt.err().contains(junk.getFileName().toString()), corrupt.err());
    }
}
