package org.snapwear.headless.tests.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.testsupport.Fixtures;

/**
 * The grid file docs/sweep.md shows runs as it is on the cnn fixture, has the cells the page says it has, and
 * shows the effect the page documents: each axis it varies changes write amplification somewhere (the page's
 * grid once left every cell at write amplification 1.0000 and drew 16 identical lines). On the hf fixture the
 * same grid records the cells its devices cannot hold as failed and goes on (it once aborted at cell 32 and wrote
 * no report); only a sweep whose every cell failed exits 1.
 */
class SweepDocExampleTest {

    private static final List<String> AXES = List.of("snap_dis", "policy", "over_provisioning", "gc_threshold",
            "blocks_per_chip");

    private static Path documentedGrid(Path dir) throws IOException {
        Path doc = Path.of(System.getProperty("snapwear.bundle.dir"), "..", "..", "docs", "sweep.md").normalize();
        String text = Files.readString(doc);
        int start = text.indexOf("```properties\n");
        assertTrue(start >= 0, doc + " has a properties block");
        int from = start + "```properties\n".length();
        return Files.writeString(dir.resolve("grid.properties"), text.substring(from, text.indexOf("```", from)));
    }

    @Test
    void theDocumentedGridShowsWhatEachAxisDoes(@TempDir Path dir) throws IOException {
        CliRun run = CliRun.run("sweep", Fixtures.path("cnn_digits_sgd").toString(), "--grid",
                documentedGrid(dir).toString(), "--out", dir.resolve("report").toString(), "--threads", "2");
        assertEquals(0, run.exit(), run.err());
        List<String> csv = Files.readAllLines(dir.resolve("report/tables/sweep.csv"));
        assertEquals(1 + 48, csv.size(), "a header and the 48 cells the page counts");
        List<String> header = List.of(csv.get(0).split(","));
        int wa = header.indexOf("write_amplification");
        int failure = header.indexOf("failure");
        List<String[]> ran = new java.util.ArrayList<>();
        List<String> failed = new java.util.ArrayList<>();
        for (String line : csv.subList(1, csv.size())) {
            String[] c = line.split(",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)", -1);
            if (c[failure].isEmpty()) {
                assertNotEquals("", c[wa], line);
                ran.add(c);
            } else {
                failed.add(c[0]);
            }
        }
        assertEquals(List.of("42", "46"), failed, "the cells the page says fail");
        for (String axis : AXES) {
            int a = header.indexOf(axis);
            // cells equal in every other setting of the grid; some pair must differ in write amplification
            Map<String, String> seen = new HashMap<>();
            boolean moves = false;
            boolean varied = false;
            for (String[] c : ran) {
                StringBuilder others = new StringBuilder(c[header.indexOf("scheme")]);
                for (String o : AXES) {
                    if (!o.equals(axis)) {
                        others.append('|').append(c[header.indexOf(o)]);
                    }
                }
                String before = seen.putIfAbsent(others.toString(), c[a] + "=" + c[wa]);
                if (before != null && !before.startsWith(c[a] + "=")) {
                    varied = true;
                    moves |= !before.endsWith("=" + c[wa]);
                }
            }
            assertTrue(!varied || moves, "the grid varies " + axis + " but no cell's write amplification moves");
        }
        assertTrue(Files.size(dir.resolve("report/charts/sweep.png")) > 0);
    }

    @Test
    void cellsADeviceCannotHoldFailAndTheSweepGoesOn(@TempDir Path dir) throws IOException {
        CliRun run = CliRun.run("sweep", Fixtures.path("hf_charlm_adamw").toString(), "--grid",
                documentedGrid(dir).toString(), "--out", dir.resolve("report").toString(), "--threads", "2");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("failed: GC cannot reclaim space"), run.out());
        assertTrue(run.out().contains("36 of 48 cells failed"), run.out());
        List<String> csv = Files.readAllLines(dir.resolve("report/tables/sweep.csv"));
        assertEquals(1 + 48, csv.size());

        Path small = Files.writeString(dir.resolve("small.properties"),
                "scheme.c = --codec dynrle --mode chain\nsnap_dis = 2\nblocks_per_chip = 48\nwarmup = table8-mixed\n");
        CliRun none = CliRun.run("sweep", Fixtures.path("hf_charlm_adamw").toString(), "--grid", small.toString(),
                "--out", dir.resolve("none").toString(), "--threads", "1");
        assertEquals(1, none.exit(), none.out());
        assertTrue(none.err().contains("every cell of the sweep failed"), none.err());
        assertTrue(Files.exists(dir.resolve("none/index.html")), "the report of the failures is written");
    }
}
