package org.snapwear.study.tests.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalDouble;

import org.junit.jupiter.api.Test;
import org.snapwear.study.results.StudyResults;

/** {@link StudyResults#summaryNumber} and {@link StudyResults#summaryFlag}: typed reads of headline figures. */
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

    /** The flag read the sweep commands check "all_verified" with: only a stored true is true. */
    @Test
    void onlyAStoredTrueFlagIsTrue() {
        StudyResults r = new StudyResults("s");
        r.putSummary("yes", true);
        r.putSummary("no", false);
        r.putSummary("text", "true");
        r.putSummary("one", 1);
        assertTrue(r.summaryFlag("yes"));
        assertFalse(r.summaryFlag("no"));
        assertFalse(r.summaryFlag("text"));
        assertFalse(r.summaryFlag("one"));
        assertFalse(r.summaryFlag("missing"));
    }
}
