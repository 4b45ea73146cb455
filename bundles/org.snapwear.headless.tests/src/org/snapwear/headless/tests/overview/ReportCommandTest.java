package org.snapwear.headless.tests.overview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.testsupport.Fixtures;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code snapwear report} on the hf_charlm_adamw fixture (four Hugging Face Trainer checkpoints), its numbers checked
 * against independent computations: written volumes against what {@code compress --json} reports for the same
 * scheme and codec, what was read against {@code inspect --json}, the Table 10 advice and the lifetime arithmetic
 * by hand from the candidates.
 */
class ReportCommandTest {

    private static Path run;
    private static JsonObject report;

    @BeforeAll
    static void computeOnce() {
        run = Fixtures.path("hf_charlm_adamw");
        report = CliRun.run("report", run.toString(), "--interval", "10", "--ssd", "boot-256gb", "--json").json();
    }

    private static JsonObject compress(JsonObject scheme) {
        String mode = scheme.get("mode").getAsString();
        return CliRun.run("compress", run.toString(), "--codec", scheme.get("codec").getAsString(), "--baseline",
                scheme.get("baseline_codec").getAsString(), "--mode", mode, "--snap-dis",
                scheme.get("snap_dis").getAsString(), "--json").json();
    }

    @Test
    void bestAndRawWriteWhatCompressReports() {
        JsonObject best = report.getAsJsonObject("verdict").getAsJsonObject("best");
        JsonObject c = compress(best);
        assertEquals(c.get("written_bytes").getAsLong(), best.get("written_bytes").getAsLong());
        assertEquals(c.get("raw_bytes").getAsLong(), best.get("raw_bytes").getAsLong());
        assertEquals(c.get("written_pct").getAsDouble(), best.get("written_pct").getAsDouble(), 1e-9);
        assertEquals(c.get("max_useful_storage_bytes").getAsLong(), best.get("peak_useful_bytes").getAsLong());
        assertTrue(best.get("verified").getAsBoolean());

        JsonObject raw = report.getAsJsonObject("raw");
        JsonObject cr = CliRun.run("compress", run.toString(), "--codec", "raw", "--baseline", "raw", "--mode", "full",
                "--json").json();
        assertEquals(cr.get("written_bytes").getAsLong(), raw.get("written_bytes").getAsLong());
        assertEquals(100.0 * best.get("written_bytes").getAsLong() / raw.get("written_bytes").getAsLong(),
                report.getAsJsonObject("verdict").get("written_vs_raw_pct").getAsDouble(), 1e-9);
        assertEquals(best.getAsJsonObject("ssd").get("erases").getAsLong() - raw.getAsJsonObject("ssd").get("erases").getAsLong(),
                report.getAsJsonObject("verdict").get("erases_vs_raw").getAsLong());
    }

    @Test
    void bestIsTheLeastWrittenCandidateWithinTheCap() {
        JsonObject best = report.getAsJsonObject("verdict").getAsJsonObject("best");
        double cap = report.getAsJsonObject("settings").get("storage_cap_snapshots").getAsDouble();
        assertEquals(2.0, cap);
        JsonArray candidates = report.getAsJsonArray("candidates");
        // 1 full + 3 codecs x (progressive 2, 3, 4 + chain 3, 4) for four snapshots.
        assertEquals(16, candidates.size());
        long least = Long.MAX_VALUE;
        for (JsonElement e : candidates) {
            JsonObject o = e.getAsJsonObject();
            if (o.get("peak_useful_snapshots").getAsDouble() <= cap) {
                least = Math.min(least, o.get("written_bytes").getAsLong());
            }
        }
        assertEquals(least, best.get("written_bytes").getAsLong());
        assertTrue(report.getAsJsonObject("verdict").get("within_cap").getAsBoolean());
        assertTrue(best.get("written_bytes").getAsLong() < report.getAsJsonObject("raw").get("written_bytes").getAsLong());
    }

    @Test
    void whatWasReadMatchesInspect() {
        JsonArray members = report.getAsJsonObject("contents").getAsJsonArray("members");
        assertEquals(4, members.size());
        long[] its = {0, 50, 100, 150};
        for (int i = 0; i < 4; i++) {
            JsonObject m = members.get(i).getAsJsonObject();
            assertEquals(its[i], m.get("iteration").getAsLong());
            JsonObject inspect = CliRun.run("inspect", run.resolve("checkpoint-" + its[i]).toString(), "--json").json();
            assertEquals(inspect.get("tensor_count").getAsInt(), m.get("tensors").getAsInt());
            assertEquals(inspect.get("data_bytes").getAsLong(), m.get("tensor_bytes").getAsLong());
            assertEquals(inspect.get("total_bytes").getAsLong(), m.get("total_bytes").getAsLong());
            assertEquals(8, m.get("files").getAsInt());
            assertTrue(m.getAsJsonArray("formats").toString().contains("safetensors"));
        }
        // Roles of a checkpoint with optimizer state: parameters, Adam moments (two per parameter), counters.
        JsonArray roles = report.getAsJsonObject("contents").getAsJsonArray("roles");
        List<String> ids = new ArrayList<>();
        long bytes = 0;
        for (JsonElement e : roles) {
            ids.add(e.getAsJsonObject().get("id").getAsString());
            bytes += e.getAsJsonObject().get("bytes").getAsLong();
        }
        assertEquals(List.of("parameter", "optimizer_moment", "other"), ids);
        assertEquals(4_282_596L, bytes);
    }

    @Test
    void snapDisAdviceFollowsTable10ByHand() {
        JsonArray advice = report.getAsJsonArray("snap_dis");
        double cap = 2.0;
        for (JsonElement e : advice) {
            JsonObject a = e.getAsJsonObject();
            String mode = a.get("mode").getAsString();
            int expected = 0;
            long expectedWritten = Long.MAX_VALUE;
            for (JsonElement c : report.getAsJsonArray("candidates")) {
                JsonObject o = c.getAsJsonObject();
                if (!o.get("mode").getAsString().equals(mode) || !o.get("codec").equals(a.get("codec"))
                        || o.get("peak_useful_snapshots").getAsDouble() > cap) {
                    continue;
                }
                int d = o.get("snap_dis").getAsInt();
                long w = o.get("written_bytes").getAsLong();
                if (mode.equals("progressive") ? d > expected : w < expectedWritten) {
                    expected = d;
                    expectedWritten = w;
                }
            }
            assertEquals(expected, a.get("snap_dis").getAsInt(), mode);
        }
        // A cap of 10 raw snapshots admits every swept value: progressive takes the largest (4 for four snapshots).
        JsonObject loose = CliRun.run("report", run.toString(), "--cap", "10", "--json").json();
        JsonObject progressive = loose.getAsJsonArray("snap_dis").get(0).getAsJsonObject();
        assertEquals("progressive", progressive.get("mode").getAsString());
        assertEquals(4, progressive.get("snap_dis").getAsInt());
    }

    @Test
    void lifetimeArithmeticByHand() {
        JsonObject best = report.getAsJsonObject("verdict").getAsJsonObject("best");
        JsonObject life = report.getAsJsonObject("best_lifetime");
        double perCheckpoint = best.get("written_bytes").getAsDouble() / 4;
        // Every 10 minutes: 144 checkpoints a day; the boot drive is rated 150 TBW.
        assertEquals(144.0, life.get("checkpoints_per_day").getAsDouble(), 1e-12);
        double tbPerDay = perCheckpoint * 144 / 1e12;
        assertEquals(tbPerDay, life.get("tb_per_day").getAsDouble(), 1e-18);
        assertEquals(150 / tbPerDay / 365.25, life.get("years").getAsDouble(), 1e-6);
        assertEquals(100 * tbPerDay / 150, life.get("rated_tbw_per_day_pct").getAsDouble(), 1e-15);
        assertEquals(150.0, report.getAsJsonObject("settings").get("ssd_rated_tbw").getAsDouble());
        JsonObject raw = report.getAsJsonObject("raw_lifetime");
        assertEquals(report.getAsJsonObject("raw").get("written_bytes").getAsDouble() / 4 * 144 / 1e12,
                raw.get("tb_per_day").getAsDouble(), 1e-18);
    }

    @Test
    void outWritesHtmlAndJsonAndPrintsTheVerdict(@TempDir Path tmp) throws Exception {
        Path out = tmp.resolve("ov");
        CliRun r = CliRun.run("report", run.toString(), "--out", out.toString());
        assertEquals(0, r.exit(), r.err());
        String label = report.getAsJsonObject("verdict").get("scheme").getAsString();
        assertTrue(r.out().contains("best:       " + label), r.out());
        JsonObject written = JsonParser.parseString(Files.readString(out.resolve("overview.json"))).getAsJsonObject();
        assertEquals(report.getAsJsonObject("verdict").getAsJsonObject("best").get("written_bytes"),
                written.getAsJsonObject("verdict").getAsJsonObject("best").get("written_bytes"));
        String html = Files.readString(out.resolve("overview.html"));
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertTrue(html.contains(label));
        assertTrue(html.contains("checkpoint-150"));
    }

    @Test
    void anUnchangedRunIsReportedFromTheCacheAndNoCacheMeasuresAgain() {
        // the first report of the class measured and kept its measurements: the same run again is served from the
        // overview cache, timing included (the timing is the first measurement's)
        JsonObject again = CliRun.run("report", run.toString(), "--interval", "10", "--ssd", "boot-256gb", "--json")
                .json();
        assertEquals(report, again);
        JsonObject fresh = CliRun.run("report", run.toString(), "--interval", "10", "--ssd", "boot-256gb", "--json",
                "--no-cache").json();
        // measured anew: another measurement's time, the same numbers
        assertFalse(report.get("timing").equals(fresh.get("timing")), fresh.get("timing").toString());
        fresh.remove("timing");
        JsonObject cached = again.deepCopy();
        cached.remove("timing");
        assertEquals(cached, fresh);
    }

    @Test
    void errorsAreOneLineWithTheRightExitCode(@TempDir Path tmp) {
        CliRun missing = CliRun.run("report", tmp.resolve("nothing").toString());
        assertEquals(1, missing.exit());
        assertEquals(1, missing.err().strip().lines().count(), missing.err());
        assertTrue(missing.err().contains("nothing"), missing.err());
        assertFalse(missing.err().contains("Exception"), missing.err());
        assertEquals(2, CliRun.run("report", run.toString(), "--cap", "0").exit());
        assertEquals(2, CliRun.run("report", run.toString(), "--interval", "-5").exit());
        assertEquals(2, CliRun.run("report", run.toString(), "--ssd", "floppy").exit());
        assertEquals(2, CliRun.run("report").exit());
    }
}
