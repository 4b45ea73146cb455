package org.snapwear.headless.tests.study;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.testsupport.Fixtures;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code snapwear sweep} on the cnn fixture: it writes the report, a cell's numbers are those of
 * {@code snapwear ssd --sequence} with the same device, warm-up and scheme, the report does not depend on the
 * thread count, and a bad grid file is one line naming the file and the key, with exit code 2.
 */
class SweepCommandTest {

    static final String GRID = """
            scheme.chain = --codec dynrle --mode chain
            snap_dis = 3
            policy = greedy
            blocks_per_chip = 48, 96
            """;

    @TempDir
    static Path dir;
    private static Path seq;
    private static Path grid;
    private static CliRun run;

    @BeforeAll
    static void sweepOnce() throws IOException {
        seq = Fixtures.path("cnn_digits_sgd");
        grid = Files.writeString(dir.resolve("grid.properties"), GRID);
        run = CliRun.run("sweep", seq.toString(), "--grid", grid.toString(), "--out", dir.resolve("r1").toString(),
                "--threads", "1");
    }

    @Test
    void writesTheReportAndPrintsTheCells() throws IOException {
        assertEquals(0, run.exit(), run.err());
        Path r = dir.resolve("r1");
        for (String f : List.of("index.html", "results.json", "tables/sweep.csv", "tables/sweep.json",
                "charts/sweep.png", "charts/sweep.svg")) {
            assertTrue(Files.size(r.resolve(f)) > 0, f);
        }
        List<String> csv = Files.readAllLines(r.resolve("tables/sweep.csv"));
        assertEquals(3, csv.size(), "a header and one row per cell");
        assertTrue(run.out().startsWith("2 cells, 1 save streams, "), run.out());
        List<String> progress = run.err().lines().toList();
        assertEquals(List.of("[  0%] sweep: save streams", "[100%] sweep: save streams: --codec dynrle --baseline "
                + "huffman-exp --mode chain --snap-dis 3", "[  0%] sweep: cells", "[ 50%] sweep: cells",
                "[100%] sweep: cells"), progress.stream().map(l -> l.replaceAll("  [0-9]+/.*$", "")).toList(),
                "progress on stderr, in the one style of long commands: " + progress);
        assertTrue(progress.get(1).contains("1/1 streams"), progress.get(1));
        assertTrue(run.out().contains("report: " + r.toAbsolutePath().normalize().resolve("index.html")), run.out());
    }

    @Test
    void aCellIsTheSsdCommandOnTheSameDevice() throws IOException {
        JsonObject results = JsonParser.parseString(Files.readString(dir.resolve("r1/results.json")))
                .getAsJsonObject();
        JsonObject table = results.getAsJsonArray("tables").get(0).getAsJsonObject();
        assertEquals("sweep", table.get("id").getAsString());
        List<String> keys = table.getAsJsonArray("columns").asList().stream()
                .map(c -> c.getAsJsonObject().get("key").getAsString()).toList();
        JsonArray rows = table.getAsJsonArray("rows");
        for (int i = 0; i < 2; i++) {
            JsonArray row = rows.get(i).getAsJsonArray();
            int blocks = row.get(keys.indexOf("blocks_per_chip")).getAsInt();
            assertEquals(i == 0 ? 48 : 96, blocks);
            Path cfg = Files.writeString(dir.resolve("ssd" + i + ".properties"), "blocks_per_chip = " + blocks + "\n");
            // Table 8 scaled: 111,432 of 131,072 blocks valid, each chip one free block above its pool of ceil(5%)
            long total = 8L * blocks;
            long valid = Math.round(111_432.0 * total / 131_072);
            long free = 8L * ((long) Math.ceil(0.05 * blocks) + 1);
            JsonObject ssd = CliRun.run("ssd", "--config", cfg.toString(), "--sequence", seq.toString(), "--codec",
                    "dynrle", "--mode", "chain", "--snap-dis", "3", "--warmup",
                    valid + "," + (total - valid - free) + "," + free, "--json").json();
            for (String k : List.of("host_pages_written", "flash_pages_programmed", "erases", "erase_min", "erase_max",
                    "gc_invocations", "gc_copied_pages", "physical_pages", "user_pages", "stored_pages")) {
                assertEquals(ssd.get(k).getAsLong(), row.get(keys.indexOf(k)).getAsLong(), k);
            }
            for (String k : List.of("write_amplification", "erase_mean", "sim_time_ms")) {
                assertEquals(ssd.get(k).getAsDouble(), row.get(keys.indexOf(k)).getAsDouble(), 0.0, k);
            }
            assertEquals(ssd.getAsJsonObject("scheme").get("written_bytes").getAsLong(),
                    row.get(keys.indexOf("written_bytes")).getAsLong());
            assertTrue(row.get(keys.indexOf("erases")).getAsLong() > 0, "the warmed-up device collects garbage");
        }
    }

    @Test
    void moreThreadsWriteTheSameBytesAndJsonIsTheResultsFile() throws IOException {
        Path r2 = dir.resolve("r2");
        CliRun two = CliRun.run("sweep", seq.toString(), "--grid", grid.toString(), "--out", r2.toString(),
                "--threads", "2", "--json");
        assertEquals(0, two.exit(), two.err());
        for (String f : List.of("index.html", "results.json", "tables/sweep.csv", "tables/sweep.json",
                "charts/sweep.png", "charts/sweep.svg")) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("r1").resolve(f)), Files.readAllBytes(r2.resolve(f)), f);
        }
        assertEquals(JsonParser.parseString(Files.readString(r2.resolve("results.json"))), two.outJson());
    }

    @Test
    void aBadGridIsOneLineNamingTheFileWithExitCode2() throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.properties"), GRID.replace("snap_dis = 3", "snap_dis = 0"));
        Path out = dir.resolve("never");
        CliRun r = CliRun.run("sweep", seq.toString(), "--grid", bad.toString(), "--out", out.toString());
        assertEquals(2, r.exit());
        String first = r.err().lines().findFirst().orElseThrow();
        assertEquals("snapwear sweep: " + bad + ": key snap_dis: must be between 1 and 2147483647, got 0", first);
        assertFalse(Files.exists(out), "nothing is written");

        Path missing = dir.resolve("missing.properties");
        CliRun m = CliRun.run("sweep", seq.toString(), "--grid", missing.toString(), "--out", out.toString());
        assertEquals(2, m.exit());
        assertEquals("snapwear sweep: " + missing + ": no such file", m.err().lines().findFirst().orElseThrow());

        CliRun noGrid = CliRun.run("sweep", seq.toString(), "--out", out.toString());
        assertEquals(2, noGrid.exit());
        assertTrue(noGrid.err().startsWith("snapwear sweep: option --grid is required"), noGrid.err());
    }

    @Test
    void aSchemeNameWithControlCharactersIsPrintedEscaped() throws IOException {
        Path g = Files.writeString(dir.resolve("escape-grid.properties"),
                "scheme.red\\u001b[31m\\nforged = --codec dynrle --mode chain\nsnap_dis = 3\nblocks_per_chip = 48\n");
        CliRun r = CliRun.run("sweep", seq.toString(), "--grid", g.toString(), "--out",
                dir.resolve("escape").toString(), "--threads", "1");
        assertEquals(0, r.exit(), r.err());
        assertFalse(r.out().contains("\u001b") || r.err().contains("\u001b"), "an ESC byte reached the terminal");
        assertTrue(r.out().contains("red\\x1b[31m\\x0aforged"), r.out());
    }
}
