package org.snapwear.headless.tests.checkpoint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.snapwear.headless.tests.cli.CliRun;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * inspect, stats, compress, ssd --sequence and buddy on the hf_charlm_adamw fixture: four Hugging Face Trainer
 * checkpoints, the first without optimizer state. Expected sizes come from {@link FixtureSizes}.
 */
class WholeCheckpointCommandsTest {

    private static JsonObject json(String... args) {
        CliRun r = CliRun.run(args);
        assertEquals(0, r.exit(), () -> String.join(" ", args) + ": " + r.err());
        return r.json();
    }

    @Test
    void inspectListsFilesAndRoles() throws Exception {
        Path dir = FixtureSizes.run().resolve("checkpoint-50");
        FixtureSizes.Checkpoint expected = FixtureSizes.checkpoint(dir);
        JsonObject j = json("inspect", dir.toString(), "--json");
        assertEquals("checkpoint-directory", j.get("format").getAsString());
        long total = 0;
        long payload = 0;
        for (JsonElement e : j.getAsJsonArray("files")) {
            JsonObject f = e.getAsJsonObject();
            long size = Files.size(dir.resolve(f.get("path").getAsString()));
            assertEquals(size, f.get("payload_bytes").getAsLong() + f.get("other_bytes").getAsLong(), f.toString());
            total += size;
            payload += f.get("payload_bytes").getAsLong();
            if (f.get("path").getAsString().equals("optimizer.pt")) {
                assertEquals(expected.optimizerTensors(), f.get("tensors").getAsInt());
                assertEquals(expected.optimizerBytes(), f.get("payload_bytes").getAsLong());
            }
        }
        assertEquals(total, j.get("total_bytes").getAsLong());
        assertEquals(expected.tensorBytes(), payload);
        assertEquals(expected.tensorBytes(), j.get("data_bytes").getAsLong());
        Map<String, Integer> roles = new HashMap<>();
        for (JsonElement e : j.getAsJsonArray("tensors")) {
            roles.merge(e.getAsJsonObject().get("role").getAsString(), 1, Integer::sum);
        }
        // exp_avg and exp_avg_sq per parameter; a step counter per parameter plus the RNG state are "other"
        assertEquals(Map.of("parameter", expected.modelTensors(), "optimizer_moment", 2 * expected.modelTensors(),
                "other", expected.modelTensors() + expected.otherTensors()), roles);
    }

    @Test
    void statsCompareTheTensorsBothCheckpointsHold() throws Exception {
        Path run = FixtureSizes.run();
        List<FixtureSizes.Checkpoint> cps = FixtureSizes.checkpoints(run);
        JsonArray pairs = json("stats", run.toString(), "--json").getAsJsonArray("pairs");
        assertEquals(cps.size() - 1, pairs.size());
        FixtureSizes.Checkpoint first = cps.get(0);
        FixtureSizes.Checkpoint second = cps.get(1);
        JsonObject p0 = pairs.get(0).getAsJsonObject();
        // step 0 has no optimizer state: its 3 tensors per parameter are skipped; fp32 model + uint8 RNG compared
        assertEquals(0, first.optimizerTensors());
        assertEquals(second.optimizerTensors(), p0.get("skipped_tensors").getAsInt());
        assertEquals(first.modelBytes() / 4 + first.otherStorageBytes(), p0.get("parameters").getAsLong());
        JsonObject p1 = pairs.get(1).getAsJsonObject();
        assertEquals(0, p1.get("skipped_tensors").getAsInt());
        assertEquals((second.modelBytes() + second.optimizerBytes()) / 4 + second.otherStorageBytes(),
                p1.get("parameters").getAsLong());
    }

    /** The roles table of compress: raw bytes per role from the files, written bytes adding up to the total. */
    static JsonObject compressAndCheckRoles(Path run, String codec) throws Exception {
        JsonObject j = json("compress", run.toString(), "--codec", codec, "--baseline", "huffman-exp", "--mode",
                "progressive", "--snap-dis", "10", "--json");
        assertTrue(j.get("round_trip_verified").getAsBoolean());
        long parameter = 0;
        long moment = 0;
        long other = 0;
        for (FixtureSizes.Checkpoint c : FixtureSizes.checkpoints(run)) {
            parameter += c.modelBytes();
            moment += c.momentBytes();
            other += c.optimizerBytes() - c.momentBytes() + c.otherStorageBytes();
        }
        Map<String, Long> raw = new HashMap<>();
        long written = 0;
        for (JsonElement e : j.getAsJsonArray("roles")) {
            JsonObject r = e.getAsJsonObject();
            raw.put(r.get("role").getAsString(), r.get("raw_bytes").getAsLong());
            written += r.get("written_bytes").getAsLong();
            if (r.get("raw_bytes").getAsLong() > 0) {
                assertEquals(100.0 * r.get("written_bytes").getAsLong() / r.get("raw_bytes").getAsLong(),
                        r.get("written_pct").getAsDouble(), 1e-9);
            }
        }
        assertEquals(Map.of("parameter", parameter, "optimizer_moment", moment, "other", other, "container", 0L), raw);
        assertEquals(parameter + moment + other, j.get("raw_bytes").getAsLong());
        assertEquals(j.get("written_bytes").getAsLong(), written);
        return j;
    }

    @Test
    void compressSplitsEverySaveIntoPartsAndReportsRoles() throws Exception {
        Path run = FixtureSizes.run();
        JsonObject j = compressAndCheckRoles(run, "dynrle");
        JsonArray snaps = j.getAsJsonArray("snapshots");
        assertEquals(4, snaps.size());
        // step 50: weights as deltas, the new optimizer state alone, the uint8 RNG state with the fallback codec
        List<String> parts = snaps.get(1).getAsJsonObject().getAsJsonArray("parts").asList().stream()
                .map(p -> p.getAsJsonObject().get("codec").getAsString() + "/"
                        + p.getAsJsonObject().get("references").getAsInt())
                .toList();
        assertEquals(List.of("dynrle/1", "huffman-exp/0", "xor-shuffle-zstd/1"), parts);
        long sum = 0;
        for (JsonElement e : snaps) {
            long s = 0;
            for (JsonElement p : e.getAsJsonObject().getAsJsonArray("parts")) {
                s += p.getAsJsonObject().get("bytes").getAsLong();
            }
            assertEquals(e.getAsJsonObject().get("bytes").getAsLong(), s);
            sum += s;
        }
        assertEquals(j.get("written_bytes").getAsLong(), sum);
        compressAndCheckRoles(run, "predictive");
    }

    @Test
    void ssdSequenceWritesWhatCompressWrites() throws Exception {
        String run = FixtureSizes.run().toString();
        JsonObject c = json("compress", run, "--codec", "dynrle", "--mode", "chain", "--snap-dis", "2", "--json");
        JsonObject s = json("ssd", "--sequence", run, "--codec", "dynrle", "--mode", "chain", "--snap-dis", "2",
                "--json");
        long pages = 0;
        for (JsonElement e : c.getAsJsonArray("snapshots")) {
            pages += (e.getAsJsonObject().get("bytes").getAsLong() + 4095) / 4096;
        }
        assertEquals(pages, s.get("host_pages_written").getAsLong());
        assertEquals(c.get("written_bytes").getAsLong(), s.getAsJsonObject("scheme").get("written_bytes").getAsLong());
        assertEquals(4, s.getAsJsonObject("scheme").get("snapshots").getAsInt());
    }

    @Test
    void buddyReplaysTheTensorsEveryCheckpointHolds() throws Exception {
        Path run = FixtureSizes.run();
        List<FixtureSizes.Checkpoint> cps = FixtureSizes.checkpoints(run);
        JsonObject j = json("buddy", run.toString(), "--json");
        assertEquals(cps.get(1).optimizerTensors(), j.get("tensors_left_out").getAsInt());
        assertEquals(cps.size(), j.getAsJsonArray("steps").size());
        // the replay covers model and RNG state: 128-byte entries of their bytes, rounded up per allocation
        long bytes = 0;
        for (JsonElement e : j.getAsJsonArray("allocations")) {
            bytes += e.getAsJsonObject().get("bytes").getAsLong();
        }
        assertEquals(cps.get(0).modelBytes() + cps.get(0).otherStorageBytes(), bytes);
    }

    @Test
    void buddyReadsOneCheckpointDirectoryAsOneCheckpoint() throws Exception {
        // checkpoint-50/ is one checkpoint: every tensor of every file is an allocation (it used to be read as a
        // run of its files and failed on scheduler.pt, which holds no tensors)
        Path dir = FixtureSizes.run().resolve("checkpoint-50");
        FixtureSizes.Checkpoint expected = FixtureSizes.checkpoint(dir);
        JsonObject j = json("buddy", dir.toString(), "--json");
        long bytes = 0;
        int count = 0;
        for (JsonElement e : j.getAsJsonArray("allocations")) {
            bytes += e.getAsJsonObject().get("bytes").getAsLong();
            count++;
        }
        assertEquals(expected.tensorBytes(), bytes);
        assertEquals(expected.modelTensors() + expected.optimizerTensors() + expected.otherTensors(), count);
    }
}
