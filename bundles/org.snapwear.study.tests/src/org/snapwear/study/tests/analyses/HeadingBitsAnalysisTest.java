package org.snapwear.study.tests.analyses;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.model.study.Study;
import org.snapwear.study.analyses.ExponentHistogramAnalysis;
import org.snapwear.study.analyses.HeadingBitsAnalysis;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.run.RunContext;

/**
 * Heading bits and exponent histograms of three four-parameter snapshots, against fractions and counts worked
 * out by hand from the bit patterns.
 */
class HeadingBitsAnalysisTest {

    @TempDir
    Path tmp;

    // 1.0 = 0x3F800000, 2.0 = 0x40000000, 3.0 = 0x40400000, 3.5 = 0x40600000, -1.0 = 0xBF800000.
    static final float[] A = {1.0f, 2.0f, 3.0f, -1.0f};
    /** vs A: equal (32 bits), last mantissa bit (31), 0x00200000 differs (10 bits), sign (0 bits). */
    static final float[] B = {1.0f, Math.nextUp(2.0f), 3.5f, 1.0f};
    /** vs B: all four equal. */
    static final float[] C = B.clone();

    RunContext run(Study study) throws Exception {
        RunContext ctx = Studies.context(study, tmp.resolve("work"));
        Path dir = tmp.resolve("seq");
        ctx.addSource(Studies.source("tiny", dir, Studies.floats(dir, A, B, C)));
        new HeadingBitsAnalysis().run(ctx, new NullProgressMonitor());
        new ExponentHistogramAnalysis().run(ctx, new NullProgressMonitor());
        return ctx;
    }

    @Test
    void fractionsMatchTheBitPatterns() throws Exception {
        ResultTable t = run(Studies.study()).results().table(TableIds.HEADING_BITS).orElseThrow();
        assertEquals(List.of("source", "from_iteration", "to_iteration", "heading_ge4", "heading_ge8", "heading_ge12",
                "equal_params", "skipped_tensors"), t.columns().stream().map(Column::key).toList());
        assertEquals(2, t.rowCount());
        assertEquals("tiny", t.text(0, "source"));
        assertEquals(0, t.number(0, "from_iteration"));
        assertEquals(10, t.number(0, "to_iteration"));
        // Equal heading bits A->B: 32, 31, 10, 0.
        assertEquals(0.75, t.number(0, "heading_ge4"));
        assertEquals(0.75, t.number(0, "heading_ge8"));
        assertEquals(0.5, t.number(0, "heading_ge12"));
        assertEquals(0.25, t.number(0, "equal_params"));
        assertEquals(0, t.number(0, "skipped_tensors"));
        assertEquals(20, t.number(1, "to_iteration"));
        for (String k : List.of("heading_ge4", "heading_ge8", "heading_ge12", "equal_params")) {
            assertEquals(1.0, t.number(1, k), k);
        }
    }

    @Test
    void exponentHistogramOfFirstAndLastSnapshot() throws Exception {
        ResultTable t = run(Studies.study()).results().table(TableIds.EXPONENT_HISTOGRAM).orElseThrow();
        assertEquals(List.of("source", "iteration", "exponent", "count"),
                t.columns().stream().map(Column::key).toList());
        // A: 1.0 -> 0, 2.0 -> 1, 3.0 -> 1, -1.0 -> 0; C (iteration 20): 1.0 -> 0, 2.0+ -> 1, 3.5 -> 1, 1.0 -> 0.
        // The middle snapshot B is not counted.
        assertEquals(4, t.rowCount());
        long[][] expected = {{0, 0, 2}, {0, 1, 2}, {20, 0, 2}, {20, 1, 2}};
        for (int r = 0; r < 4; r++) {
            assertEquals(expected[r][0], (long) t.number(r, "iteration"));
            assertEquals(expected[r][1], (long) t.number(r, "exponent"));
            assertEquals(expected[r][2], (long) t.number(r, "count"));
        }
    }

    @Test
    void enabledFollowsTheStudy() {
        Study s = Studies.study();
        s.getAnalyses().setHeadingBits(false);
        assertFalse(new HeadingBitsAnalysis().enabled(s));
        s.getAnalyses().setHeadingBits(true);
        assertTrue(new HeadingBitsAnalysis().enabled(s));
        s.getAnalyses().setExponentHistogram(false);
        assertFalse(new ExponentHistogramAnalysis().enabled(s));
    }
}
