package org.snapwear.study.tests.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalDouble;

import org.junit.jupiter.api.Test;
import org.snapwear.study.results.StudyResults;

/** {@link StudyResults#summaryNumber}: the typed read of a headline figure the pipeline chart marks. */
class SummaryNumberTest {

    @Test
    void numbersOfAnyTypeAreReadAndOtherFiguresAreEmpty() {
        StudyResults r = new StudyResults("s");
        r.putSummary("k", 6.5);
        r.putSummary("p0", 400L);
        r.putSummary("p0_pipelined", "never");
        r.putSummary("schemes_verified", true);
        assertEquals(OptionalDouble.of(6.5), r.summaryNumber("k"));
        assertEquals(OptionalDouble.of(400), r.summaryNumber("p0"));
        assertTrue(r.summaryNumber("p0_pipelined").isEmpty());
        assertTrue(r.summaryNumber("schemes_verified").isEmpty());
        assertTrue(r.summaryNumber("missing").isEmpty());
    }
}
