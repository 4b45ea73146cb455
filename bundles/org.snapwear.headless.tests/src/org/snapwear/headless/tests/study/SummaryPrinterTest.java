package org.snapwear.headless.tests.study;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.snapwear.headless.commands.study.SummaryPrinter;
import org.snapwear.study.results.StudyResults;

/**
 * {@link SummaryPrinter}'s headline figures: doubles to four significant digits, integers, text and flags as they
 * are, in the order the run put them; warnings after them.
 */
class SummaryPrinterTest {

    @Test
    void headlineFiguresAndWarnings() {
        StudyResults r = new StudyResults("s");
        r.putSummary("k", 6.5);
        r.putSummary("p0", "never");
        r.putSummary("fewest_erases", 400L);
        r.putSummary("recommended_snap_dis_chain", 3);
        r.putSummary("schemes_verified", true);
        r.putSummary("least_written_pct", 79.62450324878245);
        r.warn("careful");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        SummaryPrinter.print(new PrintStream(bytes, true, StandardCharsets.UTF_8), r);
        String n = System.lineSeparator();
        assertEquals("Summary:" + n
                + "  k                                    6.500" + n
                + "  p0                                   never" + n
                + "  fewest_erases                        400" + n
                + "  recommended_snap_dis_chain           3" + n
                + "  schemes_verified                     true" + n
                + "  least_written_pct                    79.62" + n
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
