package org.snapwear.headless.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
import org.snapwear.headless.cli.support.ProgressReporter;
import org.snapwear.headless.cli.support.Verbosity;
import org.snapwear.trace.progress.Progress;

/** The CLI's reporter as the engines see it: the one {@link Progress} contract, drawn in the one style. */
class ProgressReporterAsProgressTest {
    private static final long SECOND = 1_000_000_000L;

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final AtomicLong clock = new AtomicLong();

    private ProgressReporter reporter(boolean terminal, Verbosity verbosity) {
        return new ProgressReporter(new PrintStream(bytes, true, StandardCharsets.UTF_8), terminal, verbosity,
                clock::get);
    }

    private List<String> lines() {
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    /** What an engine does: begin, steps with what runs now, done; 1 GB in four seconds. */
    private static void engine(Progress p, AtomicLong clock) {
        p.begin("store save", 1_000_000_000L, "bytes");
        for (int s = 1; s <= 4; s++) {
            clock.addAndGet(SECOND);
            p.worked(250_000_000L, "model.safetensors");
        }
        p.done();
    }

    @Test
    void anEngineDrawsPlainLinesWithRateAndEta() {
        engine(reporter(false, Verbosity.NORMAL), clock);
        assertEquals(List.of("[  0%] store save  0 B/1.0 GB  ETA -:--",
                "[ 25%] store save: model.safetensors  250.0 MB/1.0 GB  250.0 MB/s  ETA 0:03",
                "[ 50%] store save: model.safetensors  500.0 MB/1.0 GB  250.0 MB/s  ETA 0:02",
                "[ 75%] store save: model.safetensors  750.0 MB/1.0 GB  250.0 MB/s  ETA 0:01",
                "[100%] store save: model.safetensors  1.0 GB/1.0 GB  250.0 MB/s"), lines());
    }

    @Test
    void anEngineDrawsOneBarOnATerminalEndedOnceThoughTheCommandEndsItToo() {
        ProgressReporter r = reporter(true, Verbosity.NORMAL);
        engine(r, clock);
        r.done(); // the command ends what the engine may have ended already
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("\r[####################] 100%  store save: model.safetensors"), out);
        assertEquals(1, out.chars().filter(c -> c == '\n').count(), "one line, ended once");
    }

    @Test
    void quietTellsNothingAndNothingBegunEndsSilently() {
        engine(reporter(false, Verbosity.QUIET), clock);
        reporter(false, Verbosity.NORMAL).done(); // a cache hit: the engine never began
        reporter(true, Verbosity.NORMAL).done();
        assertEquals("", bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void ctrlCReachesTheEnginesCheck() {
        ProgressReporter r = reporter(false, Verbosity.NORMAL);
        Progress p = r;
        p.checkCanceled();
        assertFalse(p.isCanceled());
        r.cancel();
        assertTrue(p.isCanceled());
        assertThrows(CancellationException.class, p::checkCanceled);
    }
}
