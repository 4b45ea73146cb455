package org.snapwear.headless.tests.flash;

import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.testsupport.Fixtures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code ssd --sequence}: the codec engine's scheme output replayed on the SSD. Checked against the other command
 * that runs the same scheme ({@code compress --json}): every save is one file of ceil(bytes / 4 KB) pages, every
 * Algorithm 2 deletion trims that file's pages.
 */
class SsdSequenceCommandTest {

    private static Path fixture() {
        return Fixtures.path("cnn_digits_sgd");
    }

    @Test
    void sequenceRunWritesAndTrimsExactlyTheSchemeFiles() {
        String seq = fixture().toString();
        CliRun compress = CliRun.run("compress", seq, "--codec", "dynrle", "--mode", "chain", "--snap-dis", "5", "--json");
        assertEquals(0, compress.exit(), compress.err());
        CliRun ssd = CliRun.run("ssd", "--sequence", seq, "--codec", "dynrle", "--mode", "chain", "--snap-dis", "5",
                "--warmup", "table8", "--json");
        assertEquals(0, ssd.exit(), ssd.err());

        JsonObject c = JsonParser.parseString(compress.out()).getAsJsonObject();
        JsonObject s = JsonParser.parseString(ssd.out()).getAsJsonObject();
        long written = 0;
        long trimmed = 0;
        Map<Long, Long> pagesByIteration = new HashMap<>();
        for (JsonElement e : c.getAsJsonArray("snapshots")) {
            JsonObject row = e.getAsJsonObject();
            long pages = (row.get("bytes").getAsLong() + 4095) / 4096;
            pagesByIteration.put(row.get("iteration").getAsLong(), pages);
            written += pages;
            for (JsonElement d : row.getAsJsonArray("deleted")) {
                trimmed += pagesByIteration.get(d.getAsLong());
            }
        }
        assertTrue(trimmed > 0, "chain with snap_dis 5 deletes old groups");
        assertEquals(written, s.get("host_pages_written").getAsLong());
        assertEquals(trimmed, s.get("host_pages_trimmed").getAsLong());
        assertEquals(written - trimmed, s.get("stored_pages").getAsLong());
        JsonObject scheme = s.getAsJsonObject("scheme");
        assertEquals(c.get("written_bytes").getAsLong(), scheme.get("written_bytes").getAsLong());
        assertEquals(21, scheme.get("snapshots").getAsInt());
        assertTrue(scheme.get("round_trip_verified").getAsBoolean());
        assertTrue(s.get("flash_pages_programmed").getAsLong() >= written);
    }

    @Test
    void sequenceFormNeedsCodecAndRejectsUnknownCodec() {
        String seq = fixture().toString();
        CliRun missing = CliRun.run("ssd", "--sequence", seq, "--mode", "chain", "--snap-dis", "5");
        assertEquals(2, missing.exit());
        assertTrue(missing.err().contains("--codec"), missing.err());
        CliRun unknown = CliRun.run("ssd", "--sequence", seq, "--codec", "nope", "--mode", "chain", "--snap-dis", "5");
        assertEquals(1, unknown.exit());
        assertTrue(unknown.err().contains("unknown or disabled codec 'nope'"), unknown.err());
    }
}
