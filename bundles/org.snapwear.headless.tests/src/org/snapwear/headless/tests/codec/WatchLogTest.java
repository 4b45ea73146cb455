package org.snapwear.headless.tests.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * What {@code store watch} logs: every text line starts with an ISO-8601 UTC timestamp and prints staged names
 * escaped (a newline and an ESC sequence in a name cannot forge an "ingested" line or recolour the terminal), every
 * JSON line carries the same timestamp as {@code time}, and the summary gives ingested, skipped, errors, bytes and
 * elapsed time as text and as JSON fields.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class WatchLogTest {
    static final Pattern STAMP = Pattern.compile("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z");
    static final String FORGED = "checkpoint-50\u001b[m\ningested forged: done";

    @TempDir
    Path tmp;

    private Path staging() throws IOException {
        Path staging = Files.createDirectories(tmp.resolve("staging"));
        Path run = CheckpointStoreCommandTest.run();
        CheckpointStoreCommandTest.copyTree(run.resolve("checkpoint-0"), staging.resolve("checkpoint-0"));
        CheckpointStoreCommandTest.copyTree(run.resolve("checkpoint-50"), staging.resolve(FORGED));
        Path bad = CheckpointStoreCommandTest.copyTree(run.resolve("checkpoint-100"),
                staging.resolve("checkpoint-100\u001b[K\r"));
        Path optimizer = bad.resolve("optimizer.pt");
        byte[] bytes = Files.readAllBytes(optimizer);
        Files.write(optimizer, java.util.Arrays.copyOf(bytes, bytes.length / 2));
        Files.writeString(Files.createDirectories(staging.resolve("checkpoint-7.done")).resolve("x"), "not ours");
        return staging;
    }

    @Test
    void textLinesAreTimestampedAndNamesEscaped() throws IOException {
        Path staging = staging();
        CliRun r = CliRun.run("store", "watch", tmp.resolve("store").toString(), staging.toString(), "--mode",
                "chain", "--exit-when-idle", "1", "--poll-ms", "50", "--settle", "0.2");
        assertEquals(1, r.exit(), r.err() + r.out()); // checkpoint-100 got an error file
        assertFalse(r.out().contains("\u001b") || r.err().contains("\u001b"), "an ESC byte reached the terminal");
        assertFalse(r.out().contains("\r"), r.out());
        for (String line : r.out().split("\n")) {
            assertTrue(line.startsWith("  ") || STAMP.matcher(line).lookingAt() && line.charAt(24) == ' ',
                    "not timestamped: " + line);
        }
        assertTrue(r.out().contains("ingested checkpoint-50\\x1b[m\\x0aingested forged: done: iteration 50"), r.out());
        assertTrue(r.out().contains("error: checkpoint-100\\x1b[K\\x0d not ingested"), r.out());
        assertTrue(r.out().contains("skipped checkpoint-7.done: "), r.out());
        assertTrue(Pattern.compile(STAMP + " watch ended: 2 ingested \\([0-9,]+ B -> [0-9,]+ B written\\), 0 already "
                + "stored, 1 skipped, 1 errors, [0-9.]+ s").matcher(r.out()).find(), r.out());
        assertTrue(Files.isDirectory(staging.resolve("checkpoint-7.done")), "left alone");
    }

    @Test
    void jsonLinesCarryTheTimeAndTheSummaryItsCounts() throws IOException {
        Path staging = staging();
        CliRun r = CliRun.run("store", "watch", tmp.resolve("store").toString(), staging.toString(), "--mode",
                "chain", "--exit-when-idle", "1", "--poll-ms", "50", "--settle", "0.2", "--json");
        assertEquals(1, r.exit(), r.err() + r.out());
        JsonObject summary = null;
        for (String line : r.out().split("\n")) {
            JsonObject o = JsonParser.parseString(line).getAsJsonObject();
            assertEquals(List.of("event", "time"), o.keySet().stream().limit(2).toList(), line);
            assertTrue(STAMP.matcher(o.get("time").getAsString()).matches(), line);
            if (o.get("event").getAsString().equals("summary")) {
                summary = o;
            }
        }
        assertTrue(summary != null, r.out());
        assertEquals(2, summary.get("ingested").getAsInt());
        assertEquals(1, summary.get("skipped").getAsInt());
        assertEquals(1, summary.get("errors").getAsInt());
        assertTrue(summary.get("raw_bytes").getAsLong() > summary.get("written_bytes").getAsLong() / 10);
        assertTrue(summary.get("elapsed_seconds").getAsDouble() > 0);
        assertFalse(summary.get("stopped").getAsBoolean());
        assertTrue(r.out().contains("\"name\":\"checkpoint-50\\u001b[m\\ningested forged"), r.out());
    }
}
