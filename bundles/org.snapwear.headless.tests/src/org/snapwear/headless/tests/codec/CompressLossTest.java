package org.snapwear.headless.tests.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.testsupport.Fixtures;

/**
 * {@code snapwear compress --loss} on the real hf_charlm_adamw run: the bytes written and the measured error per role
 * in the text and JSON output; exact stays the default; an unknown profile or a malformed profile file exits 2 with
 * the valid names or the file, line and reason.
 */
class CompressLossTest {
    private static String run() {
        return Fixtures.path("hf_charlm_adamw").toString();
    }

    private static JsonObject compress(String... extra) {
        String[] base = {"compress", run(), "--codec", "predictive", "--baseline", "predictive", "--mode",
            "progressive", "--snap-dis", "10", "--json"};
        String[] args = new String[base.length + extra.length];
        System.arraycopy(base, 0, args, 0, base.length);
        System.arraycopy(extra, 0, args, base.length, extra.length);
        CliRun r = CliRun.run(args);
        assertEquals(0, r.exit(), r.err());
        return r.json();
    }

    @Test
    void moments8bitReportsBytesAndTheErrorPerRole() {
        JsonObject exact = compress();
        JsonObject lossy = compress("--loss", "moments-8bit");
        assertEquals("exact", exact.get("loss_profile").getAsString());
        assertEquals(0, exact.getAsJsonArray("loss_errors").size());
        assertEquals("moments-8bit", lossy.get("loss_profile").getAsString());
        assertTrue(lossy.get("round_trip_verified").getAsBoolean());
        assertTrue(lossy.get("written_bytes").getAsLong() < exact.get("written_bytes").getAsLong());
        Map<String, JsonObject> rows = new HashMap<>();
        for (var e : lossy.getAsJsonArray("loss_errors")) {
            rows.put(e.getAsJsonObject().get("role").getAsString(), e.getAsJsonObject());
        }
        assertEquals(java.util.Set.of("exp_avg", "exp_avg_sq"), rows.keySet());
        // 8-bit absmax blocks: every error within half a step of the block's scale plus bf16 rounding
        assertTrue(rows.get("exp_avg").get("max_rel_error").getAsDouble() > 0);
        assertEquals("quant-sqrt:bits=8,predict=ref", rows.get("exp_avg_sq").get("codec").getAsString());
        // the error in the domain each codec bounds: between square roots for quant-sqrt, within the bound
        assertEquals("sqrt", rows.get("exp_avg_sq").get("error_domain").getAsString());
        assertEquals("value", rows.get("exp_avg").get("error_domain").getAsString());
        JsonObject sq = rows.get("exp_avg_sq");
        assertTrue(sq.get("max_rel_error").getAsDouble() > 1e3, sq.toString()); // on the values: huge by design
        double ofBound = sq.get("max_error_of_bound").getAsDouble();
        assertTrue(ofBound > 0 && ofBound <= 1, sq.toString());
        assertTrue(sq.get("max_abs_error_in_domain").getAsDouble() > sq.get("max_abs_error").getAsDouble(),
                sq.toString()); // roots of values below 1 differ by more than the values do
        assertEquals(rows.get("exp_avg").get("max_abs_error").getAsDouble(),
                rows.get("exp_avg").get("max_abs_error_in_domain").getAsDouble());
        JsonArray snaps = lossy.getAsJsonArray("snapshots");
        assertTrue(snaps.get(1).getAsJsonObject().getAsJsonArray("parts").toString().contains("quant-absmax:bits=8"));
    }

    @Test
    void textOutputHasTheErrorTable() {
        CliRun r = CliRun.run("compress", run(), "--codec", "predictive", "--mode", "progressive", "--snap-dis", "10", "--loss",
                "moments-8bit", "--exact", "optimizer.pt::state.0.*");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("loss profile moments-8bit: measured error per role"), r.out());
        assertTrue(r.out().contains("quant-absmax:bits=8"), r.out());
        assertTrue(r.out().contains(" DOMAIN ") && r.out().contains(" OF_BOUND "), r.out());
        String sqRow = r.out().lines().filter(l -> l.startsWith("exp_avg_sq ")).findFirst().orElseThrow();
        assertTrue(sqRow.contains(" sqrt "), sqRow); // and no relative error on the values, which is not bounded
        assertTrue(sqRow.matches(".* sqrt +\\S+ +- +- +\\S+ +\\S+%$"), sqRow);
        assertTrue(r.out().contains("kept exact: optimizer.pt::state.0.exp_avg (named by --exact)"), r.out());
        JsonObject j = compress("--loss", "moments-8bit", "--exact", "optimizer.pt::state.0.*");
        assertEquals(2, j.getAsJsonArray("loss_kept_exact").size());
        assertEquals(0, compress("--loss", "moments-8bit").getAsJsonArray("loss_kept_exact").size());
    }

    @Test
    void anUnknownProfileExits2WithTheValidNames() {
        CliRun r = CliRun.run("compress", run(), "--codec", "predictive", "--mode", "progressive", "--snap-dis", "10", "--loss", "tiny");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("unknown loss profile 'tiny' (valid: exact, moments-8bit, aggressive, excp-4bit, sz-4bit)"), r.err());
    }

    @Test
    void aMalformedProfileFileExits2NamingTheLine(@TempDir Path tmp) throws Exception {
        Path f = tmp.resolve("p.txt");
        Files.writeString(f, "# mine\nmine.weights = quant-absmax\n");
        CliRun r = CliRun.run("compress", run(), "--codec", "predictive", "--mode", "progressive", "--snap-dis", "10", "--loss", "mine",
                "--loss-file", f.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains(f + ":2: unknown role 'weights'"), r.err());
        Files.writeString(f, "mine.exp_avg = quant-absmax:bits=4\n");
        JsonObject j = compress("--loss", "mine", "--loss-file", f.toString());
        assertEquals("quant-absmax:bits=4", j.getAsJsonArray("loss_errors").get(0).getAsJsonObject().get("codec")
                .getAsString());
    }
}
