package org.snapwear.trace.tests.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.trace.progress.FractionProgress;

/** {@link FractionProgress}: what a progress bar widget is told. */
class FractionProgressTest {

    @Test
    void theFractionDoneAtEachStep() {
        List<Double> told = new ArrayList<>();
        FractionProgress p = new FractionProgress(told::add);
        p.begin("measure", 8, "");
        p.worked(2);
        p.worked(4, "candidate");
        p.worked(4); // more than the total: still whole
        p.done();
        assertEquals(List.of(0.0, 0.25, 0.75, 1.0, 1.0), told);
    }

    @Test
    void anUnknownTotalStaysAtZero() {
        List<Double> told = new ArrayList<>();
        FractionProgress p = new FractionProgress(told::add);
        p.begin("scan", 0, "files");
        p.worked(3);
        p.done();
        assertEquals(List.of(0.0, 0.0, 0.0), told);
    }
}
