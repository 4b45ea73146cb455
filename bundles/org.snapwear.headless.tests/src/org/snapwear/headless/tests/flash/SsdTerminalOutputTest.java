package org.snapwear.headless.tests.flash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.testsupport.Fixtures;

/**
 * {@code ssd} prints tables and rounded numbers as every other command does: no Java map dumps
 * ({@code {name=snap_..., restore_time_ms=NaN}}), no unrounded doubles ({@code 0.19999999999999996}), never NaN.
 */
class SsdTerminalOutputTest {

    /** A decimal with more than four digits after the point, or a Java exponent. */
    private static final Pattern UNROUNDED = Pattern.compile("\\d\\.\\d{5,}|\\dE-?\\d");

    private static void readable(CliRun r) {
        assertEquals(0, r.exit(), r.err());
        assertFalse(r.out().contains("NaN"), r.out());
        assertFalse(r.out().contains("{") || r.out().contains("="), r.out());
        Matcher m = UNROUNDED.matcher(r.out());
        assertFalse(m.find(), () -> "unrounded number " + m.group() + " in\n" + r.out());
    }

    @Test
    void aSequenceRunPrintsItsFilesAsATable() {
        CliRun r = CliRun.run("ssd", "--sequence", Fixtures.path("cnn_digits_sgd").toString(), "--codec", "dynrle",
                "--mode", "chain", "--snap-dis", "5", "--warmup", "table8");
        readable(r);
        List<String> lines = r.out().lines().toList();
        int files = lines.indexOf("files:");
        assertTrue(files > 0, r.out());
        assertTrue(lines.get(files + 1).matches(" +name +pages +writes +save_time_ms +restore_time_ms"),
                lines.get(files + 1));
        // a file deleted before the end has no restore time: "-"
        assertTrue(lines.stream().anyMatch(l -> l.matches(" +snap_\\S+ +\\d+ +\\d+ +[0-9.]+ +-")), r.out());
        assertTrue(lines.contains("scheme:"), r.out());
    }

    @Test
    void aSyntheticRunPrintsRoundedFigures() {
        readable(CliRun.run("ssd", "--synthetic", "uniform", "--alpha", "1.25", "--blocks", "64",
                "--pages-per-block", "32", "--writes", "20000", "--gc-threshold", "0.05"));
    }

    @Test
    void aSavesRunPrintsRoundedFigures(@TempDir Path dir) throws IOException {
        Path saves = Files.writeString(dir.resolve("saves.csv"), "write,a,100000\nwrite,b,8192\nread,a,\ndelete,a,\n");
        readable(CliRun.run("ssd", "--saves", saves.toString()));
        CliRun json = CliRun.run("ssd", "--saves", saves.toString(), "--json");
        assertFalse(json.out().contains("NaN"), json.out());
        assertTrue(json.out().contains("\"restore_time_ms\": null"), json.out());
    }
}
