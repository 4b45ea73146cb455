package org.snapwear.headless.tests.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.snapwear.headless.tests.cli.CliRun.run;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.snapwear.gpu.bpc.BpcCompressor;
import org.snapwear.gpu.buddy.BuddyAnalysis;
import org.snapwear.gpu.buddy.BuddyResult;
import org.snapwear.gpu.buddy.ImageSource;
import org.snapwear.gpu.buddy.OverflowReplay;
import org.snapwear.gpu.buddy.TargetPolicy;
import org.snapwear.gpu.buddy.TargetRatio;
import org.snapwear.gpu.image.MemoryImage;
import org.snapwear.gpu.image.MemoryImages;
import org.snapwear.gpu.pccr.PccrModel;
import org.snapwear.gpu.pccr.PccrParameters;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.testsupport.Fixtures;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

class GpuCommandsTest {
    private static final double EPS = 1e-9;

    private static Path fixtures() {
        return Fixtures.path("cnn_digits_sgd");
    }

    @Test
    void buddyOnCheckpointMatchesEngine() throws Exception {
        Path f = fixtures().resolve("snap_iter010000.fp32.safetensors");
        CliRun r = run("buddy", f.toString(), "--threshold", "0.2", "--json");
        assertEquals(0, r.exit(), r.err());
        JsonObject j = JsonParser.parseString(r.out()).getAsJsonObject();
        BuddyResult e;
        try (MemoryImage img = MemoryImages.open(f)) {
            e = BuddyAnalysis.analyze(img, BpcCompressor.standard(), TargetPolicy.profiled(0.2), 1).summary();
        }
        assertEquals(e.entries(), j.get("entries").getAsInt());
        assertEquals(3536, j.get("entries").getAsInt());
        assertEquals(e.meanCompressedBits(), j.get("mean_compressed_bits").getAsDouble(), EPS);
        assertEquals(e.compressionRatio(), j.get("compression_ratio").getAsDouble(), EPS);
        assertEquals(e.buddyEntryFraction(), j.get("buddy_entry_fraction").getAsDouble(), EPS);
        assertEquals(e.buddyAccessFraction(), j.get("buddy_access_fraction").getAsDouble(), EPS);
        assertEquals(1768, j.get("metadata_bytes").getAsLong());
        JsonArray allocs = j.getAsJsonArray("allocations");
        assertEquals(8, allocs.size());
        JsonObject fc1 = allocs.get(4).getAsJsonObject();
        assertEquals("fc1.weight", fc1.get("name").getAsString());
        assertEquals(e.allocations().get(4).target(), fc1.get("target").getAsString());
        assertEquals(e.allocations().get(4).ratio(), fc1.get("ratio").getAsDouble(), EPS);
        assertEquals(e.allocations().get(4).buddyEntryFraction(), fc1.get("buddy_entry_fraction").getAsDouble(), EPS);
    }

    @Test
    void buddyGlobalTargetAndTable() {
        Path f = fixtures().resolve("snap_iter000000.fp32.safetensors");
        CliRun r = run("buddy", f.toString(), "--target", "2", "--json");
        assertEquals(0, r.exit(), r.err());
        JsonObject j = JsonParser.parseString(r.out()).getAsJsonObject();
        // every allocation at 2x: 64 device bytes per entry over the padded entries
        assertEquals(452_272.0 / (3536 * 64), j.get("compression_ratio").getAsDouble(), EPS);
        assertEquals("2", j.getAsJsonArray("allocations").get(0).getAsJsonObject().get("target").getAsString());
        CliRun t = run("buddy", f.toString(), "--map", "conv1.bias");
        assertEquals(0, t.exit(), t.err());
        assertTrue(t.out().contains("compression ratio") && t.out().contains("compressibility map of conv1.bias"),
                t.out());
        assertEquals(2, run("buddy", f.toString(), "--target", "3").exit());
        assertEquals(2, run("buddy", f.toString(), "--target", "16").exit());
    }

    @Test
    void buddySequenceReportsStepsLikeEngine() throws Exception {
        CliRun r = run("buddy", fixtures().toString(), "--target", "1.33", "--json");
        assertEquals(0, r.exit(), r.err());
        JsonObject j = JsonParser.parseString(r.out()).getAsJsonObject();
        JsonArray steps = j.getAsJsonArray("steps");
        assertEquals(21, steps.size());
        OverflowReplay.Result e = BuddyAnalysis.replay(ImageSource.ofDirectory(fixtures()), 0,
                BpcCompressor.standard(), TargetPolicy.global(TargetRatio.X1_33), 1);
        for (int i = 0; i < 21; i++) {
            JsonObject s = steps.get(i).getAsJsonObject();
            assertEquals(e.steps().get(i).iteration(), s.get("iteration").getAsLong());
            assertEquals(e.steps().get(i).grew(), s.get("grew").getAsLong());
            assertEquals(e.steps().get(i).shrank(), s.get("shrank").getAsLong());
            assertEquals(e.steps().get(i).buddyEntries(), s.get("buddy_entries").getAsLong());
        }
        assertEquals(10_000, steps.get(20).getAsJsonObject().get("iteration").getAsLong());
    }

    @Test
    void buddyOnGeneratedTrainingStepMatchesEngine() {
        CliRun r = run("buddy", "--generated", "--iteration", "10", "--compressor", "bpc-zero", "--json");
        assertEquals(0, r.exit(), r.err());
        JsonObject j = JsonParser.parseString(r.out()).getAsJsonObject();
        BuddyResult e;
        try (MemoryImage img = MemoryImages.fromSnapshot(org.snapwear.trace.generator.TrainingRunGenerator
                .trainingStepMemory(org.snapwear.trace.generator.GeneratorSettings.defaults(), 10))) {
            e = BuddyAnalysis.analyze(img, org.snapwear.gpu.bpc.EntryCompressors.byId("bpc-zero").orElseThrow(),
                    TargetPolicy.profiled(TargetPolicy.DEFAULT_THRESHOLD), 1).summary();
        }
        assertEquals(e.entries(), j.get("entries").getAsInt());
        assertEquals(e.meanCompressedBits(), j.get("mean_compressed_bits").getAsDouble(), EPS);
        assertEquals(e.compressionRatio(), j.get("compression_ratio").getAsDouble(), EPS);
        JsonArray allocs = j.getAsJsonArray("allocations");
        assertEquals(e.allocations().size(), allocs.size());
        assertTrue(allocs.get(0).getAsJsonObject().get("name").getAsString().startsWith("param/"));
        boolean acts = false;
        for (int i = 0; i < allocs.size(); i++) {
            JsonObject a = allocs.get(i).getAsJsonObject();
            acts |= a.get("kind").getAsString().equals("activation");
            assertEquals(e.allocations().get(i).target(), a.get("target").getAsString());
        }
        assertTrue(acts, "a training step holds activations");
    }

    @Test
    void badInputsAreReported() throws Exception {
        Path tmp = Files.createTempFile("notackpt", ".bin");
        try {
            Files.write(tmp, new byte[300]);
            CliRun r = run("buddy", tmp.toString(), "--json");
            assertEquals(1, r.exit());
            assertTrue(r.err().contains(tmp.toString()) && r.err().contains("--raw"), r.err());
            CliRun raw = run("buddy", tmp.toString(), "--raw", "--json");
            assertEquals(0, raw.exit(), raw.err());
            JsonObject j = JsonParser.parseString(raw.out()).getAsJsonObject();
            assertEquals(3, j.get("entries").getAsInt());
            assertEquals("16", j.getAsJsonArray("allocations").get(0).getAsJsonObject().get("target").getAsString());
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    @Test
    void pccrJsonMatchesModel() {
        CliRun r = run("pccr", "--processes", "1..1024", "--size", "100MB", "--io-rate", "50MB/s", "--fs-bandwidth",
                "1000MB/s", "--ratio", "2", "--zip-rate", "20MB/s", "--collect-rate", "50MB/s", "--json");
        assertEquals(0, r.exit(), r.err());
        JsonObject j = JsonParser.parseString(r.out()).getAsJsonObject();
        PccrModel m = new PccrModel(new PccrParameters(100e6, 50e6, 1000e6, 2, 5, 0.5));
        assertEquals(m.k(), j.get("k").getAsDouble(), EPS);
        assertEquals(m.kPrime(), j.get("k_prime").getAsDouble(), EPS);
        assertEquals(m.kDoublePrime(), j.get("k_double_prime").getAsDouble(), EPS);
        assertEquals(m.beneficialPoint(), j.get("beneficial_point").getAsDouble(), 1e-6);
        assertEquals(m.pipelinedBeneficialPoint(), j.get("pipelined_beneficial_point").getAsDouble(), 1e-6);
        JsonArray pts = j.getAsJsonArray("points");
        assertEquals(1024, pts.size());
        for (int p : new int[] {1, 20, 40, 100, 500, 1024}) {
            JsonObject o = pts.get(p - 1).getAsJsonObject();
            assertEquals(p, o.get("processes").getAsInt());
            assertEquals(m.tu(p), o.get("uncompressed").getAsDouble(), EPS);
            assertEquals(m.tz(p), o.get("serial").getAsDouble(), EPS);
            assertEquals(m.tp(p), o.get("pipelined").getAsDouble(), EPS);
        }
    }

    @Test
    void pccrMeasuresACodecOfTheCodecEngine() throws Exception {
        Path sample = fixtures().resolve("snap_iter010000.fp32.safetensors");
        CliRun r = run("pccr", "--processes", "64", "--size", "229MB", "--io-rate", "100MB/s", "--fs-bandwidth",
                "10GB/s", "--codec", "zstd", "--sample", sample.toString(), "--json");
        assertEquals(0, r.exit(), r.err());
        JsonObject in = JsonParser.parseString(r.out()).getAsJsonObject().getAsJsonObject("inputs");
        // independent: encode every chunk through the SPI here and compare the compression rate
        org.snapwear.codec.spi.SnapshotCodec zstd = org.snapwear.codec.registry.CodecRegistry.defaultRegistry()
                .require("zstd");
        long raw = 0;
        long enc = 0;
        try (org.snapwear.trace.tensor.Snapshot s = org.snapwear.trace.format.registry.CheckpointFormats.read(sample)) {
            org.snapwear.codec.spi.ChunkLayout layout = org.snapwear.codec.spi.ChunkLayout.of(s.infos());
            for (org.snapwear.codec.spi.Chunk c : layout.chunks()) {
                java.nio.ByteBuffer d = s.tensors().get(c.tensorIndex()).data();
                byte[] bytes = new byte[c.byteLength()];
                d.position((int) c.byteOffset());
                d.get(bytes);
                raw += bytes.length;
                enc += zstd.encodeChunk(org.snapwear.codec.spi.CodecParams.NONE, new org.snapwear.codec.spi.ChunkInput(
                        c, java.nio.ByteBuffer.wrap(bytes).order(java.nio.ByteOrder.LITTLE_ENDIAN), null, null)).length;
            }
        }
        assertEquals((double) enc / raw, in.get("delta").getAsDouble(), 1e-12);
        assertTrue(in.get("zip_seconds").getAsDouble() > 0);
        assertEquals("codec zstd", in.get("compression_source").getAsString());
    }

    @Test
    void pccrSimulationAndErrors() {
        CliRun r = run("pccr", "--processes", "200", "--size", "100MB", "--io-rate", "50MB/s", "--fs-bandwidth",
                "1GB/s", "--delta", "0.5", "--zip-rate", "20MB/s", "--simulate", "--block-size", "100kB", "--json");
        assertEquals(0, r.exit(), r.err());
        JsonObject p = JsonParser.parseString(r.out()).getAsJsonObject().getAsJsonArray("points").get(0)
                .getAsJsonObject();
        double closed = p.get("pipelined").getAsDouble();
        assertEquals(closed, p.get("simulated").getAsDouble(), 0.03 * closed);
        // no gain from compression: no beneficial point (null in JSON)
        CliRun none = run("pccr", "--size", "1GB", "--io-rate", "1GB/s", "--fs-bandwidth", "10GB/s", "--ratio", "1",
                "--zip-rate", "100MB/s", "--json");
        assertEquals(0, none.exit(), none.err());
        assertNull(JsonParser.parseString(none.out()).getAsJsonObject().get("beneficial_point"));
        assertEquals(2, run("pccr", "--size", "12 parsecs", "--io-rate", "1", "--fs-bandwidth", "1", "--ratio", "2",
                "--zip-rate", "1").exit());
        assertEquals(2, run("pccr", "--size", "1GB", "--io-rate", "1GB/s", "--fs-bandwidth", "10GB/s",
                "--ratio", "2").exit());
        assertEquals(2, run("pccr", "--size", "1GB", "--io-rate", "1GB/s", "--fs-bandwidth", "10GB/s",
                "--codec", "zstd").exit());
    }
}
