package org.snapwear.headless.tests.study;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.snapwear.headless.commands.study.SummaryPrinter;
import org.snapwear.study.results.Scalar;
import org.snapwear.study.results.StudyResults;

/**
 * {@link SummaryPrinter}'s headline figures: labels with units, doubles rounded, none for no value, integers,
 * text and flags as they are, in the order the run put them; warnings after them.
 */
class SummaryPrinterTest {

    @Test
    void headlineFiguresAndWarnings() {
        StudyResults r = new StudyResults("s");
        r.putSummary("k", 6.5);
        r.putSummary("p0", "never");
        r.putSummary("fewest_erases", 400L);
        r.putSummary("recommended_snap_dis_chain", 3);
        r.putSummary("recommended_snap_dis_progressive", Scalar.none());
        r.putSummary("schemes_verified", true);
        r.putSummary("least_written_pct", 79.62450324878245);
        r.putSummary("some_new_figure", 0.19999999999999996);
        r.warn("careful");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        SummaryPrinter.print(new PrintStream(bytes, true, StandardCharsets.UTF_8), r);
        String n = System.lineSeparator();
        // labels with units instead of raw keys; none, not 0; doubles rounded, never NaN
        assertEquals("Summary:" + n
                + "  k: saturation without compression (processes)        6.5" + n
                + "  p0: serial compression pays from (processes)         never" + n
                + "  Fewest erases (blocks)                               400" + n
                + "  Recommended snap_dis, chain mode (snapshots)         3" + n
                + "  Recommended snap_dis, progressive mode (snapshots)   none" + n
                + "  Every scheme round-tripped                           true" + n
                + "  Least written (% of raw)                             79.6245" + n
                + "  some_new_figure                                      0.2" + n
                + n
                + "warning: careful" + n
                + n, bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void noFiguresNoHeading() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        SummaryPrinter.print(new PrintStream(bytes, true, StandardCharsets.UTF_8), new StudyResults("s"));
        assertEquals("", bytes.toString(StandardCharsets.UTF_8));
    }
}
