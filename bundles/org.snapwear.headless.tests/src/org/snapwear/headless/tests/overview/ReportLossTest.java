package org.snapwear.headless.tests.overview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.testsupport.Fixtures;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * The loss profiles of {@code snapwear report} on the real AdamW run (hf_charlm_adamw): each lossy row is the
 * verdict's scheme with the profile, so its bytes and per-role error equal what {@code compress --loss} reports for
 * that scheme (an independent run of the command); its erases are at most the exact verdict's; the exact part of the
 * overview is the same with and without loss profiles; a bad profile name exits 2 with the valid names.
 */
class ReportLossTest {

    private static Path run;
    private static JsonObject report;

    @BeforeAll
    static void computeOnce() {
        run = Fixtures.path("hf_charlm_adamw");
        report = CliRun.run("report", run.toString(), "--json").json();
    }

    private static JsonObject compress(JsonObject scheme, String profile) {
        return CliRun.run("compress", run.toString(), "--codec", scheme.get("codec").getAsString(), "--baseline",
                scheme.get("baseline_codec").getAsString(), "--mode", scheme.get("mode").getAsString(),
                "--snap-dis", scheme.get("snap_dis").getAsString(), "--loss", profile, "--json").json();
    }

    @Test
    void lossyRowsWriteAndMeasureWhatCompressLossReports() {
        JsonObject best = report.getAsJsonObject("verdict").getAsJsonObject("best");
        JsonArray lossy = report.getAsJsonArray("lossy");
        assertEquals(3, lossy.size());
        assertEquals("moments-8bit", lossy.get(0).getAsJsonObject().get("profile").getAsString());
        assertEquals("aggressive", lossy.get(1).getAsJsonObject().get("profile").getAsString());
        assertEquals("sz-4bit", lossy.get(2).getAsJsonObject().get("profile").getAsString());
        long raw = report.getAsJsonObject("raw").get("written_bytes").getAsLong();
        for (JsonElement e : lossy) {
            JsonObject row = e.getAsJsonObject();
            JsonObject outcome = row.getAsJsonObject("outcome");
            assertEquals(best.get("mode").getAsString(), outcome.get("mode").getAsString());
            assertEquals(best.get("codec").getAsString(), outcome.get("codec").getAsString());
            assertEquals(best.get("snap_dis").getAsInt(), outcome.get("snap_dis").getAsInt());
            JsonObject c = compress(best, row.get("profile").getAsString());
            assertEquals(c.get("loss_profile").getAsString(), row.get("profile").getAsString());
            assertEquals(c.get("written_bytes").getAsLong(), outcome.get("written_bytes").getAsLong());
            assertEquals(100.0 * c.get("written_bytes").getAsLong() / raw, row.get("written_vs_raw_pct").getAsDouble(),
                    1e-9);
            assertEquals(c.getAsJsonArray("loss_errors"), row.getAsJsonArray("errors"));
            assertTrue(outcome.get("written_bytes").getAsLong() < best.get("written_bytes").getAsLong());
            assertTrue(outcome.getAsJsonObject("ssd").get("erases").getAsLong()
                    <= best.getAsJsonObject("ssd").get("erases").getAsLong());
            assertTrue(row.get("bound").getAsString().contains("exp_avg_sq quant-sqrt"), row.toString());
        }
        Map<String, Integer> roles = new HashMap<>();
        for (JsonElement e : lossy.get(1).getAsJsonObject().getAsJsonArray("errors")) {
            roles.put(e.getAsJsonObject().get("role").getAsString(), 1);
        }
        assertEquals(Map.of("parameter", 1, "exp_avg", 1, "exp_avg_sq", 1), roles);
    }

    @Test
    void theExactOverviewIsTheSameWithoutLossProfiles() {
        JsonObject exact = CliRun.run("report", run.toString(), "--json", "--no-loss").json();
        assertEquals(0, exact.getAsJsonArray("lossy").size());
        for (String key : List.of("verdict", "raw", "candidates", "snap_dis", "best_lifetime", "contents")) {
            assertEquals(exact.get(key), report.get(key), key);
        }
    }

    @Test
    void theTextAndTheHtmlLabelLossyRowsWithTheirBound(@TempDir Path out) throws Exception {
        CliRun r = CliRun.run("report", run.toString(), "--loss", "moments-8bit", "--out", out.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("lossy rows are not the recommendation"), r.out());
        assertTrue(r.out().contains("lossy: exp_avg quant-absmax:bits=8, exp_avg_sq quant-sqrt:bits=8"), r.out());
        assertFalse(r.out().contains("aggressive"), "only the profile asked for");
        String html = Files.readString(out.resolve("overview.html"));
        assertTrue(html.contains("<h2 id=\"loss\">Loss profiles</h2>"));
        assertTrue(html.contains("<tr class=\"lossy\"><td>moments-8bit</td><td>lossy</td>"), html);
        assertTrue(html.contains("<td>exp_avg_sq</td><td>quant-sqrt:bits=8,predict=ref</td>"), html);
    }

    @Test
    void aUserProfileFromAFileAndAnUnknownName(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("mine.loss"), "mine.exp_avg = quant-absmax:bits=4\n");
        JsonObject o = CliRun.run("report", run.toString(), "--loss-file", file.toString(), "--loss", "mine",
                "--json").json();
        JsonArray lossy = o.getAsJsonArray("lossy");
        assertEquals(1, lossy.size());
        assertEquals("exp_avg quant-absmax:bits=4", lossy.get(0).getAsJsonObject().get("bound").getAsString());
        JsonObject best = o.getAsJsonObject("verdict").getAsJsonObject("best");
        JsonObject c = CliRun.run("compress", run.toString(), "--codec", best.get("codec").getAsString(),
                "--baseline", best.get("baseline_codec").getAsString(), "--mode", best.get("mode").getAsString(),
                "--snap-dis", best.get("snap_dis").getAsString(), "--loss-file", file.toString(), "--loss", "mine",
                "--json").json();
        assertEquals(c.get("written_bytes").getAsLong(),
                lossy.get(0).getAsJsonObject().getAsJsonObject("outcome").get("written_bytes").getAsLong());

        CliRun bad = CliRun.run("report", run.toString(), "--loss", "nope");
        assertEquals(2, bad.exit());
        assertTrue(bad.err().contains("unknown loss profile 'nope' (valid: exact, moments-8bit, aggressive, excp-4bit, sz-4bit)"),
                bad.err());
    }
}
