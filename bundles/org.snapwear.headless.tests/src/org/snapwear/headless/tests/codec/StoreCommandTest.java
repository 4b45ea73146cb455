package org.snapwear.headless.tests.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.snapwear.headless.tests.cli.CliRun.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.testsupport.Fixtures;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * {@code snapwear store}: the 21 fixture snapshots saved into a real store, the kept ones restored byte-identical
 * to their safetensors files, verify passing and then failing on a corrupted file, naming it. Whole checkpoint
 * directories are covered by {@link CheckpointStoreCommandTest}.
 */
public class StoreCommandTest {

    @TempDir
    Path tmp;

    static List<Path> fixtures() throws IOException {
        try (var s = Files.list(Fixtures.path("cnn_digits_sgd"))) {
            return s.filter(p -> p.toString().endsWith(".safetensors")).sorted().toList();
        }
    }

    @Test
    void saveRestoreListVerifyAndCorruptionOnTheFixture() throws IOException {
        List<Path> files = fixtures();
        assertEquals(21, files.size());
        Path store = tmp.resolve("store");
        for (int i = 0; i < files.size(); i++) {
            long it = i * 500L;
            CliRun r = i == 0
                    ? run("store", "save", store.toString(), files.get(i).toString(), "--iteration", Long.toString(it),
                            "--codec", "dynrle", "--baseline", "huffman-exp", "--mode", "progressive", "--snap-dis", "6",
                            "--json")
                    : run("store", "save", store.toString(), files.get(i).toString(), "--iteration", Long.toString(it),
                            "--json");
            assertEquals(0, r.exit(), r.err());
            JsonObject save = r.outJson().getAsJsonObject("save");
            assertEquals(i == 0, r.outJson().get("created").getAsBoolean());
            // Algorithm 2 with snap_dis 6: ordinals 1, 7, 13, 19 are baselines.
            assertEquals(i % 6 == 0 ? "baseline" : "delta", save.get("kind").getAsString(), "iteration " + it);
            long written = 0;
            for (JsonElement p : save.getAsJsonArray("parts")) {
                written += Files.size(store.resolve(p.getAsJsonObject().get("file").getAsString()));
            }
            assertEquals(written, save.get("snapshot_bytes").getAsLong());
            assertEquals(written + Files.size(store.resolve("MANIFEST.json")), save.get("bytes_written").getAsLong());
            assertEquals(Files.size(files.get(i)), save.get("checkpoint_bytes").getAsLong());
            assertEquals(452_272, save.get("raw_bytes").getAsLong());
        }
        CliRun list = run("store", "list", store.toString(), "--json");
        assertEquals(0, list.exit(), list.err());
        List<Long> kept = new ArrayList<>();
        long useful = 0;
        for (JsonElement e : list.outJson().getAsJsonArray("entries")) {
            kept.add(e.getAsJsonObject().get("iteration").getAsLong());
        }
        try (var dirFiles = Files.list(store)) {
            // every file in the directory except the manifest and the lock is a kept part (Algorithm 2 deleted the rest)
            for (Path f : dirFiles.filter(f -> f.getFileName().toString().startsWith("snap-")).toList()) {
                useful += Files.size(f);
            }
        }
        assertEquals(List.of(9000L, 9500L, 10000L), kept);
        assertEquals(useful, list.outJson().get("useful_storage_bytes").getAsLong());
        assertEquals(500, list.outJson().getAsJsonObject("settings").get("unit").getAsLong());

        for (long it : kept) {
            Path out = tmp.resolve("restored-" + it + ".safetensors");
            CliRun r = run("store", "restore", store.toString(), "--iteration", Long.toString(it), "--out", out.toString(),
                    "--json");
            assertEquals(0, r.exit(), r.err());
            assertArrayEquals(Files.readAllBytes(files.get((int) (it / 500))), Files.readAllBytes(out),
                    "restored iteration " + it + " must be byte-identical to its safetensors file");
        }

        CliRun verify = run("store", "verify", store.toString(), "--json");
        assertEquals(0, verify.exit(), verify.err());
        assertTrue(verify.outJson().get("ok").getAsBoolean());
        assertEquals(3, verify.outJson().getAsJsonArray("decoded").size());

        // Fixed settings, refused deletions.
        CliRun other = run("store", "save", store.toString(), files.get(0).toString(), "--iteration", "10500", "--codec",
                "zstd");
        assertEquals(1, other.exit());
        assertTrue(other.err().contains("fixed"), other.err());
        CliRun del = run("store", "delete", store.toString(), "--iteration", "9000");
        assertEquals(1, del.exit());
        assertTrue(del.err().contains("9500"), del.err());

        // Corrupt the middle delta: verify fails and names it.
        JsonArray entries = list.outJson().getAsJsonArray("entries");
        String victim = entries.get(1).getAsJsonObject().get("file").getAsString();
        byte[] bytes = Files.readAllBytes(store.resolve(victim));
        bytes[bytes.length / 3] ^= 0x01;
        Files.write(store.resolve(victim), bytes);
        CliRun bad = run("store", "verify", store.toString(), "--json");
        assertEquals(1, bad.exit());
        assertTrue(bad.err().contains(victim), bad.err());
        JsonObject report = bad.outJson();
        assertFalse(report.get("ok").getAsBoolean());
        assertEquals(victim, report.getAsJsonArray("problems").get(0).getAsJsonObject().get("file").getAsString());
        CliRun badRestore = run("store", "restore", store.toString(), "--iteration", "10000", "--out",
                tmp.resolve("x.safetensors").toString());
        assertEquals(1, badRestore.exit());
        assertTrue(badRestore.err().contains(victim), badRestore.err());
    }

    @Test
    void usageErrors() throws IOException {
        assertEquals(2, run("store").exit());
        assertEquals(2, run("store", "frobnicate", tmp.toString()).exit());
        assertEquals(2, run("store", "restore", tmp.toString(), "--out", "x").exit());
        CliRun notACheckpoint = run("store", "save", tmp.resolve("s").toString(), tmp.resolve("nothing.bin").toString(),
                "--iteration", "0");
        assertEquals(1, notACheckpoint.exit());
        assertFalse(Files.exists(tmp.resolve("s").resolve("MANIFEST.json")), "no store is created for a bad input");
        CliRun missing = run("store", "list", tmp.resolve("nothing").toString());
        assertEquals(1, missing.exit());
        assertTrue(missing.err().contains("nothing"), missing.err());
    }
}
