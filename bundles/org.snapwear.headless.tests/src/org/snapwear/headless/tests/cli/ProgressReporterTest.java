package org.snapwear.headless.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
import org.snapwear.headless.cli.support.ProgressReporter;
import org.snapwear.headless.cli.support.Verbosity;

/** The one progress style: rate and ETA from a clock, a bar on a terminal, plain lines otherwise, quiet silent. */
class ProgressReporterTest {
    private static final long SECOND = 1_000_000_000L;

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final AtomicLong clock = new AtomicLong();

    private ProgressReporter reporter(boolean terminal, Verbosity verbosity) {
        return new ProgressReporter(new PrintStream(bytes, true, StandardCharsets.UTF_8), terminal, verbosity,
                clock::get);
    }

    /** 1 GB saved in four seconds, a quarter per second. */
    private String saveOneGigabyte(ProgressReporter r) {
        r.begin("store save", 1_000_000_000L, "bytes");
        for (int s = 1; s <= 4; s++) {
            clock.addAndGet(SECOND);
            r.progress(s * 250_000_000L, "model.safetensors");
        }
        r.end();
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void plainLinesWithRateAndEtaWhenNotATerminal() {
        String out = saveOneGigabyte(reporter(false, Verbosity.NORMAL));
        assertEquals(List.of("[  0%] store save  0 B/1.0 GB  ETA -:--",
                "[ 25%] store save: model.safetensors  250.0 MB/1.0 GB  250.0 MB/s  ETA 0:03",
                "[ 50%] store save: model.safetensors  500.0 MB/1.0 GB  250.0 MB/s  ETA 0:02",
                "[ 75%] store save: model.safetensors  750.0 MB/1.0 GB  250.0 MB/s  ETA 0:01",
                "[100%] store save: model.safetensors  1.0 GB/1.0 GB  250.0 MB/s"), out.lines().toList());
        assertTrue(!out.contains("\r") && !out.contains("\u001b"), "no control characters in a log");
    }

    @Test
    void oneBarRedrawnOnATerminal() {
        String out = saveOneGigabyte(reporter(true, Verbosity.NORMAL));
        assertTrue(out.startsWith("\r[....................]   0%  store save"), out);
        assertTrue(out.contains("\r[##########..........]  50%  store save: model.safetensors  500.0 MB/1.0 GB  "
                + "250.0 MB/s  ETA 0:02"), out);
        assertTrue(out.contains("\r[####################] 100%"), out);
        assertEquals(1, out.chars().filter(c -> c == '\n').count(), "one line, redrawn, ended once");
    }

    @Test
    void quietPrintsNothing() {
        assertEquals("", saveOneGigabyte(reporter(false, Verbosity.QUIET)));
        assertEquals("", saveOneGigabyte(reporter(true, Verbosity.QUIET)));
    }

    @Test
    void verboseAddsALineEverySecondBetweenTenths() {
        ProgressReporter r = reporter(false, Verbosity.VERBOSE);
        r.begin("generate", 1000, "iterations");
        clock.addAndGet(SECOND);
        r.progress(10);
        clock.addAndGet(SECOND / 2);
        r.progress(15);
        clock.addAndGet(SECOND / 2);
        r.progress(20);
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(List.of("[  0%] generate  0/1000 iterations  ETA -:--",
                "[  1%] generate  10/1000 iterations  10.0 iterations/s  ETA 1:39",
                "[  2%] generate  20/1000 iterations  10.0 iterations/s  ETA 1:38"), lines);
    }

    @Test
    void unknownTotalShowsCountAndRateOnly() {
        ProgressReporter r = reporter(false, Verbosity.NORMAL);
        r.begin("store watch", 0, "checkpoints");
        clock.addAndGet(2 * SECOND);
        r.progress(3, "checkpoint-300");
        assertEquals(List.of("store watch  0 checkpoints", "store watch: checkpoint-300  3 checkpoints  "
                + "1.5 checkpoints/s"), bytes.toString(StandardCharsets.UTF_8).lines().toList());
    }
}
