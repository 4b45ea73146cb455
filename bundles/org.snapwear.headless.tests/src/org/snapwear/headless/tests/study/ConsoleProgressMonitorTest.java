package org.snapwear.headless.tests.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.core.runtime.SubMonitor;
import org.junit.jupiter.api.Test;
import org.snapwear.headless.cli.support.ProgressReporter;
import org.snapwear.headless.cli.support.Verbosity;
import org.snapwear.headless.commands.study.ConsoleProgressMonitor;

/** The console monitor, drawn by the progress reporter: plain lines when not on a terminal, a redrawn bar on one. */
class ConsoleProgressMonitorTest {

    private static String drive(boolean terminal) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        // a clock that stands still: no rate, the ETA unknown until done
        ConsoleProgressMonitor m = new ConsoleProgressMonitor(new ProgressReporter(
                new PrintStream(bytes, true, StandardCharsets.UTF_8), terminal, Verbosity.NORMAL, () -> 0L));
        SubMonitor sub = SubMonitor.convert(m, "Running study 's'", 100);
        SubMonitor a = sub.split(50);
        a.setTaskName("Schemes");
        a.setWorkRemaining(2);
        a.subTask("one");
        a.worked(1);
        a.subTask("two");
        a.worked(1);
        SubMonitor b = sub.split(50);
        b.setTaskName("Sweep");
        b.setWorkRemaining(1);
        b.worked(1);
        sub.done();
        assertEquals(1.0, m.fraction(), 1e-9);
        m.done();
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void plainLinesPerTaskWhenNotATerminal() {
        String out = drive(false);
        assertFalse(out.contains("\r"));
        List<String> lines = out.lines().toList();
        assertEquals(List.of("[  0%] Running study 's'  ETA -:--", "[  0%] Schemes  ETA -:--",
                "[  0%] Schemes: one  ETA -:--", "[ 25%] Schemes: one  ETA -:--", "[ 25%] Schemes: two  ETA -:--",
                "[ 50%] Schemes: two  ETA -:--", "[ 50%] Sweep  ETA -:--", "[100%] Sweep"), lines);
    }

    @Test
    void barRedrawnInPlaceOnATerminal() {
        String out = drive(true);
        assertTrue(out.startsWith("\r["), out);
        assertTrue(out.contains("\r[####################] 100%  Sweep"), out);
        assertTrue(out.endsWith(System.lineSeparator()), "the bar's line ends when done");
        assertEquals(1, out.chars().filter(c -> c == '\n').count(), "one line, redrawn with carriage returns");
    }
}
