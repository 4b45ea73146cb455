package org.snapwear.headless.tests.flash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.study.report.Csv;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;

import com.google.gson.JsonArray;
import com.google.gson.JsonParser;

/**
 * A save stream written as CSV by Snapwear's own writer (RFC 4180: a name with a comma or a quote is quoted) is
 * read by {@code ssd --saves}; its reader once split lines on every comma and refused the quoted field.
 */
class SsdSavesQuotedCsvTest {

    @Test
    void aCsvSnapwearWritesIsReadBack(@TempDir Path dir) throws IOException {
        ResultTable t = new ResultTable("saves", "Saves", "a save stream",
                List.of(Column.of("op", "Op"), Column.of("name", "Name"), Column.of("bytes", "Bytes")));
        t.addRow("write", "snap,1.pt", 10_000L).addRow("write", "say \"hi\".pt", 8192L).addRow("read", "snap,1.pt", "");
        String csv = Csv.toString(t);
        assertTrue(csv.contains("\"snap,1.pt\"") && csv.contains("\"say \"\"hi\"\".pt\""), csv);
        Path saves = Files.writeString(dir.resolve("saves.csv"), csv);
        CliRun r = CliRun.run("ssd", "--saves", saves.toString(), "--json");
        assertEquals(0, r.exit(), r.err());
        JsonArray files = JsonParser.parseString(r.out()).getAsJsonObject().getAsJsonArray("files");
        assertEquals("snap,1.pt", files.get(0).getAsJsonObject().get("name").getAsString());
        assertEquals("say \"hi\".pt", files.get(1).getAsJsonObject().get("name").getAsString());
        assertEquals(3, files.get(0).getAsJsonObject().get("pages").getAsInt(), "10,000 bytes: 3 pages of 4 KB");
    }

    @Test
    void badQuotingIsOneLineNamingTheLine(@TempDir Path dir) throws IOException {
        Path saves = Files.writeString(dir.resolve("saves.csv"), "write,a,100\nwrite,\"b\"x,100\n");
        CliRun r = CliRun.run("ssd", "--saves", saves.toString());
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains("saves.csv") && r.err().contains("line 2"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }
}
