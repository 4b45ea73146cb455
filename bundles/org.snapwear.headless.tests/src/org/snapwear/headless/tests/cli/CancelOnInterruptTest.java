package org.snapwear.headless.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.runtime.OperationCanceledException;
import org.junit.jupiter.api.Test;
import org.snapwear.headless.cli.support.CancelOnInterrupt;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.ProgressReporter;
import org.snapwear.headless.cli.support.Verbosity;

/** A cancel (what the Ctrl-C hook does: cancel the reporter) stops the work and becomes the command's one line. */
class CancelOnInterruptTest {

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    private ProgressReporter reporter() {
        return new ProgressReporter(new PrintStream(bytes, true, StandardCharsets.UTF_8), true, Verbosity.NORMAL,
                () -> 0L);
    }

    @Test
    void anEngineThatSeesTheCancelEndsAsOneLineOnAFreshLine() {
        ProgressReporter p = reporter();
        CommandFailedException e = assertThrows(CommandFailedException.class,
                () -> CancelOnInterrupt.run(p, "generate: cancelled", () -> {
                    p.begin("generate", 10, "iterations");
                    p.worked(3);
                    p.cancel(); // as the shutdown hook does on Ctrl-C
                    p.checkCanceled();
                    return 0;
                }));
        assertEquals("generate: cancelled", e.getMessage());
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(1, out.chars().filter(c -> c == '\n').count(), "the bar's line ended before the message");
    }

    @Test
    void aMonitorsCancelIsACancelToo() {
        ProgressReporter p = reporter();
        assertThrows(CommandFailedException.class, () -> CancelOnInterrupt.run(p, "report: cancelled", () -> {
            throw new OperationCanceledException();
        }));
    }

    @Test
    void workThatIsNotCancelledReturnsItsResult() throws Exception {
        assertEquals(42, CancelOnInterrupt.run(reporter(), "never", () -> 42));
    }
}
