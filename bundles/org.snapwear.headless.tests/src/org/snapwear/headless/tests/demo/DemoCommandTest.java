package org.snapwear.headless.tests.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The main job's numbers equal those of the individual subcommands run on the same inputs: a scheme row against
 * {@code compress}, the heading bits against {@code stats}, Buddy Compression against {@code buddy --generated}.
 */
class DemoCommandTest {

    @Test
    void demoAgreesWithTheIndividualCommands(@TempDir Path tmp) throws Exception {
        Path out = tmp.resolve("demo");
        CliRun demo = CliRun.run("demo", "--out", out.toString(), "--json");
        assertEquals(0, demo.exit(), demo.err());
        JsonObject d = JsonParser.parseString(demo.out()).getAsJsonObject();
        assertEquals(JsonParser.parseString(Files.readString(out.resolve("summary.json"))), d);
        String seq = out.resolve("sequence").toString();
        assertEquals(21, d.get("snapshots").getAsInt());

        JsonObject row = null;
        for (JsonElement e : d.getAsJsonArray("schemes")) {
            assertTrue(e.getAsJsonObject().get("verified").getAsBoolean(), e.toString());
            if (e.getAsJsonObject().get("name").getAsString().equals("dynrle-chain")) {
                row = e.getAsJsonObject();
            }
        }
        assertTrue(row != null, "default study has dynrle-chain");
        String snapDis = row.get("snap_dis").getAsString();
        CliRun compress = CliRun.run("compress", seq, "--codec", "dynrle", "--baseline", "huffman-exp", "--mode",
                "chain", "--snap-dis", snapDis, "--json");
        assertEquals(0, compress.exit(), compress.err());
        JsonObject c = JsonParser.parseString(compress.out()).getAsJsonObject();
        assertEquals(c.get("written_bytes").getAsLong(), row.get("written_bytes").getAsLong());
        assertEquals(c.get("raw_bytes").getAsLong(), row.get("raw_bytes").getAsLong());

        CliRun stats = CliRun.run("stats", seq, "--json");
        assertEquals(0, stats.exit(), stats.err());
        JsonObject first = JsonParser.parseString(stats.out()).getAsJsonObject().getAsJsonArray("pairs").get(0)
                .getAsJsonObject();
        JsonObject h = d.getAsJsonArray("heading_bits").get(0).getAsJsonObject();
        assertEquals(first.getAsJsonObject("heading_bits").get("8").getAsDouble(), h.get("at_least8").getAsDouble(), 1e-12);

        long iteration = d.get("buddy_iteration").getAsLong();
        CliRun buddy = CliRun.run("buddy", "--generated", "--iteration", Long.toString(iteration), "--json");
        assertEquals(0, buddy.exit(), buddy.err());
        JsonObject b = JsonParser.parseString(buddy.out()).getAsJsonObject();
        JsonObject bpc = d.getAsJsonArray("buddy").get(0).getAsJsonObject();
        assertEquals("bpc", bpc.get("compressor").getAsString());
        assertEquals(b.get("entries").getAsLong(), bpc.get("entries").getAsLong());
        assertEquals(b.get("compression_ratio").getAsDouble(), bpc.get("compression_ratio").getAsDouble(), 1e-12);

        CliRun again = CliRun.run("demo", "--out", out.toString());
        assertEquals(1, again.exit(), "refuses to overwrite a previous run");
    }
}
