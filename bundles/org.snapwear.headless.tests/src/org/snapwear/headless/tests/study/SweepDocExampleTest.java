package org.snapwear.headless.tests.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.testsupport.Fixtures;

/**
 * The grid file docs/sweep.md shows runs as it is on the cnn fixture and has the cells the page says it has (an
 * example once listed an over-provisioning that no device of the grid could hold, and the command refused it).
 */
class SweepDocExampleTest {

    @Test
    void theDocumentedGridRunsWithItsFortyEightCells(@TempDir Path dir) throws IOException {
        Path doc = Path.of(System.getProperty("snapwear.bundle.dir"), "..", "..", "docs", "sweep.md").normalize();
        String text = Files.readString(doc);
        int start = text.indexOf("```properties\n");
        assertTrue(start >= 0, doc + " has a properties block");
        int from = start + "```properties\n".length();
        String grid = text.substring(from, text.indexOf("```", from));
        Path file = Files.writeString(dir.resolve("grid.properties"), grid);
        CliRun run = CliRun.run("sweep", Fixtures.path("cnn_digits_sgd").toString(), "--grid", file.toString(),
                "--out", dir.resolve("report").toString(), "--threads", "2");
        assertEquals(0, run.exit(), run.err());
        List<String> csv = Files.readAllLines(dir.resolve("report/tables/sweep.csv"));
        assertEquals(1 + 48, csv.size(), "a header and the 48 cells the page counts");
    }
}
