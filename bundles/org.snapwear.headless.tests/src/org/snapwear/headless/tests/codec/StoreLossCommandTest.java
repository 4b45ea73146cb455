package org.snapwear.headless.tests.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;

/**
 * {@code store save --loss} and {@code store watch --loss} on the hf_charlm_adamw fixture run: the save says it is
 * lossy, {@code store list} marks the lossy entries with their profile (text and JSON, with the codec per role),
 * {@code store restore} writes a checkpoint whose files other than optimizer.pt are byte for byte the saved ones,
 * {@code store verify} passes; an {@code --exact} glob that names every lossy tensor gives an exact entry; an
 * unknown profile exits 2 with the valid names and creates no store.
 */
@Timeout(value = 300, unit = TimeUnit.SECONDS)
class StoreLossCommandTest {
    @TempDir
    Path tmp;

    private static Path fixture(long it) {
        return CheckpointStoreCommandTest.run().resolve("checkpoint-" + it);
    }

    private static CliRun ok(String... args) {
        CliRun r = CliRun.run(args);
        assertEquals(0, r.exit(), String.join(" ", args) + ": " + r.err() + r.out());
        return r;
    }

    private static Map<Long, JsonObject> entries(Path store) {
        Map<Long, JsonObject> out = new HashMap<>();
        for (JsonElement e : ok("store", "list", store.toString(), "--json").json().getAsJsonArray("entries")) {
            out.put(e.getAsJsonObject().get("iteration").getAsLong(), e.getAsJsonObject());
        }
        return out;
    }

    @Test
    void saveListRestoreVerifyThroughMoments8bit() throws Exception {
        Path store = tmp.resolve("store");
        CliRun first = ok("store", "save", store.toString(), fixture(0).toString(), "--iteration", "0", "--loss",
                "moments-8bit");
        assertFalse(first.out().contains("lossy:"), "checkpoint-0 has no moments: " + first.out());
        CliRun saved = ok("store", "save", store.toString(), fixture(50).toString(), "--iteration", "50", "--loss",
                "moments-8bit");
        assertTrue(saved.out().contains("lossy: loss profile moments-8bit (exp_avg=quant-absmax:bits=8, "
                + "exp_avg_sq=quant-sqrt:bits=8,predict=ref)"), saved.out());
        JsonObject json = ok("store", "save", store.toString(), fixture(100).toString(), "--iteration", "100",
                "--loss", "moments-8bit", "--previous", fixture(50).toString(), "--json").json();
        JsonObject loss = json.getAsJsonObject("save").getAsJsonObject("loss");
        assertEquals("moments-8bit", loss.get("profile").getAsString());
        // the original of a lossy entry is no reference: iteration 50 is decoded from the store (closed loop)
        assertEquals(List.of(0L, 50L), json.getAsJsonObject("save").getAsJsonArray("loaded").asList().stream()
                .map(JsonElement::getAsLong).toList());

        String list = ok("store", "list", store.toString()).out();
        for (String line : list.split("\n")) {
            if (line.trim().matches("(50|100)\\s.*")) {
                assertTrue(line.endsWith("lossy: moments-8bit"), line);
            } else if (line.trim().matches("0\\s.*")) {
                assertFalse(line.contains("lossy"), line);
            }
        }
        assertTrue(list.contains("2 of 3 entries are lossy"), list);
        Map<Long, JsonObject> e = entries(store);
        assertNull(e.get(0L).get("loss"));
        JsonObject l100 = e.get(100L).getAsJsonObject("loss");
        assertEquals("moments-8bit", l100.get("profile").getAsString());
        assertEquals("quant-absmax:bits=8", l100.getAsJsonObject("codecs").get("exp_avg").getAsString());
        assertEquals("quant-sqrt:bits=8,predict=ref", l100.getAsJsonObject("codecs").get("exp_avg_sq").getAsString());

        Path out = tmp.resolve("restored");
        ok("store", "restore", store.toString(), "--iteration", "100", "--out", out.toString());
        try (var files = Files.list(fixture(100))) {
            for (Path f : files.toList()) {
                String name = f.getFileName().toString();
                long mismatch = Files.mismatch(f, out.resolve(name));
                assertEquals(name.equals("optimizer.pt"), mismatch != -1, name);
                assertEquals(Files.size(f), Files.size(out.resolve(name)), name);
            }
        }
        assertTrue(ok("store", "verify", store.toString()).out().contains(": OK"));
    }

    @Test
    void watchSavesThroughTheProfileAndAnExactGlobKeepsEverything() throws Exception {
        Path staging = Files.createDirectories(tmp.resolve("staging"));
        for (long it : new long[] {50, 100}) {
            CheckpointStoreCommandTest.copyTree(fixture(it), staging.resolve("checkpoint-" + it));
            Files.writeString(staging.resolve("checkpoint-" + it + ".done"), "");
        }
        Path store = tmp.resolve("watched");
        CliRun r = ok("store", "watch", store.toString(), staging.toString(), "--require-done", "--exit-when-idle",
                "1", "--poll-ms", "50", "--loss", "aggressive");
        assertTrue(r.out().contains("loss aggressive"), r.out());
        Map<Long, JsonObject> e = entries(store);
        assertEquals(2, e.size());
        for (JsonObject entry : e.values()) {
            assertEquals("aggressive", entry.getAsJsonObject("loss").get("profile").getAsString());
        }
        assertTrue(ok("store", "verify", store.toString()).out().contains(": OK"));

        Path exact = tmp.resolve("exact");
        CliRun kept = ok("store", "save", exact.toString(), fixture(50).toString(), "--iteration", "50", "--loss",
                "moments-8bit", "--exact", "optimizer.pt::*");
        assertTrue(kept.out().contains("  kept exact: optimizer.pt::state.0.exp_avg (named by --exact)"), kept.out());
        assertNull(entries(exact).get(50L).get("loss"), "every lossy tensor was named by --exact");
        Path out = tmp.resolve("exact-restored");
        ok("store", "restore", exact.toString(), "--iteration", "50", "--out", out.toString());
        assertEquals(-1L, Files.mismatch(fixture(50).resolve("optimizer.pt"), out.resolve("optimizer.pt")));
    }

    @Test
    void anUnknownProfileExits2AndCreatesNoStore() {
        Path store = tmp.resolve("never");
        CliRun r = CliRun.run("store", "save", store.toString(), fixture(50).toString(), "--iteration", "50",
                "--loss", "tiny");
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("store save: --loss: unknown loss profile 'tiny' (valid: exact, moments-8bit, "
                + "aggressive, excp-4bit, sz-4bit)"), r.err());
        assertFalse(Files.exists(store));
        CliRun w = CliRun.run("store", "watch", store.toString(), tmp.toString(), "--loss", "tiny");
        assertEquals(2, w.exit(), w.err());
        assertFalse(Files.exists(store));
    }
}
