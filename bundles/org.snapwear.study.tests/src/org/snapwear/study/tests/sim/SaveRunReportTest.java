package org.snapwear.study.tests.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.flash.files.FileOp;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.study.fields.FieldRecordText;
import org.snapwear.study.sim.SaveRunReport;
import org.snapwear.study.sim.SsdRuns;

import com.google.gson.FieldNamingPolicy;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;

/**
 * A save-stream run is a {@link SaveRunReport} record; its JSON (through any Gson, as the CLI prints it) and its
 * terminal lines list the fields in the documented order of {@code snapwear ssd}; a file never read back has no
 * restore time: null in JSON, "-" on the terminal, never NaN.
 */
class SaveRunReportTest {

    private static final Gson CLI_GSON = new GsonBuilder()
            .setFieldNamingPolicy(FieldNamingPolicy.LOWER_CASE_WITH_UNDERSCORES)
            .serializeSpecialFloatingPointValues().disableHtmlEscaping().setPrettyPrinting().create();

    private static SaveRunReport run() {
        return SsdRuns.runSaves(SsdConfig.table4(), null,
                List.of(FileOp.write("a", 100_000), FileOp.write("b", 8192), FileOp.read("a"), FileOp.delete("a")));
    }

    @Test
    void jsonListsTheDeviceFieldsThenStoredPagesAndFiles() {
        SaveRunReport r = run();
        String json = CLI_GSON.toJson(r);
        List<String> keys = json.lines().filter(l -> l.startsWith("  \"")).map(l -> l.substring(3, l.indexOf("\":")))
                .toList();
        assertEquals(List.of("mode", "policy", "host_pages_written", "flash_pages_programmed", "write_amplification",
                "erases", "erase_min", "erase_mean", "erase_max", "gc_invocations", "gc_copied_pages",
                "wear_level_migrations", "host_pages_read", "host_pages_trimmed", "sim_time_ms", "read_time_ms",
                "write_time_ms", "erase_time_ms", "transfer_time_ms", "physical_pages", "user_pages",
                "over_provisioning", "op_convention", "gc_threshold_blocks_per_chip", "stored_pages", "files"), keys);
        // 100 000 bytes = 25 pages of 4 KB, 8 192 bytes = 2 pages; "a" was deleted, "b" still holds its 2 pages.
        assertTrue(json.contains("\"host_pages_written\": 27,"), json);
        assertTrue(json.contains("\"stored_pages\": 2,"), json);
        assertTrue(json.contains("\"write_amplification\": 1.0,"), json);
        assertTrue(json.contains("\"name\": \"b\",\n      \"pages\": 2,\n      \"writes\": 1,"), json);
        assertTrue(json.contains("\"restore_time_ms\": null"), json); // JSON has no NaN
    }

    @Test
    void terminalLinesShowFilesAsATableWithoutNaN() {
        List<String> lines = FieldRecordText.render(run());
        assertTrue(lines.get(0).matches("mode +saves"), lines.get(0));
        int files = lines.indexOf("files:");
        assertTrue(files > 0, lines.toString());
        assertTrue(lines.get(files + 1).matches(" +name +pages +writes +save_time_ms +restore_time_ms"),
                lines.get(files + 1));
        // "a" was read back, "b" never: its restore time is not a number and prints as "-", not NaN
        assertTrue(lines.get(files + 3).matches(" +b +2 +1 +[0-9.]+ +-"), lines.get(files + 3));
        assertTrue(lines.stream().noneMatch(l -> l.contains("NaN") || l.contains("{") || l.contains("=")),
                lines.toString());
    }
}
