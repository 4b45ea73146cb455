package org.snapwear.codec.tests.lossy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.loss.BoundCheck;
import org.snapwear.codec.loss.BoundReport;
import org.snapwear.codec.loss.BoundViolation;
import org.snapwear.codec.spi.LossBound;
import org.snapwear.trace.tensor.DType;

/** The checker's measurements on hand-computed tensors, and each rule it reports, naming tensor and element. */
class BoundCheckTest {
    private static final LossBound ABS = new LossBound(LossBound.Kind.ABSOLUTE, 0.1, 0, true, true);

    private static ByteBuffer f32(float... v) {
        ByteBuffer b = ByteBuffer.allocate(4 * v.length).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < v.length; i++) {
            b.putFloat(4 * i, v[i]);
        }
        return b;
    }

    @Test
    void measuresErrorsAndPruning() {
        BoundReport r = BoundCheck.check("w", DType.F32, f32(1, -2, 0.05f, 0, 4), f32(1.05f, -2, 0, 0, 3.95f), ABS);
        assertTrue(r.withinBound());
        assertEquals(5, r.elements());
        assertEquals(0.05, r.maxAbsError(), 1e-6);
        assertEquals((0.05 + 0 + 0.05 + 0 + 0.05) / 5, r.meanAbsError(), 1e-6);
        assertEquals(1.0, r.maxRelError(), 1e-6); // 0.05 pruned to 0
        assertEquals(0.25, r.fractionPruned(), 1e-9); // one of four non-zero originals
    }

    @Test
    void measuresTheErrorInTheDomainTheBoundIsStatedIn() {
        // value domain: the same numbers, and the largest error as a fraction of the bound (0.05 of 0.1)
        BoundReport v = BoundCheck.check("w", DType.F32, f32(1, -2, 4), f32(1.05f, -2, 3.98f), ABS);
        assertEquals(BoundReport.VALUE, v.domain());
        assertEquals(v.maxAbsError(), v.maxAbsErrorInDomain());
        assertEquals(0.5, v.maxErrorOfBound(), 1e-5);
        // square-root domain, block of 4 with largest value 16 (root 4), bound 0.1 * 4 = 0.4 between roots: a value
        // 1e-12 raised to 1e-4 is a relative error of 1e8 on the values but 0.01 between roots (0.025 of the bound)
        LossBound sqrt = new LossBound(LossBound.Kind.SQRT_PER_BLOCK_SCALE, 0.1, 4, true, true);
        BoundReport s = BoundCheck.check("v", DType.F32, f32(16, 1e-12f, 4, 0), f32(16, 1e-4f, 4.41f, 0), sqrt);
        assertTrue(s.withinBound(), () -> s.violation().get().message());
        assertEquals(BoundReport.SQRT, s.domain());
        assertTrue(s.maxRelError() > 1e7, "value-domain relative error " + s.maxRelError());
        double roots = Math.max(Math.abs(Math.sqrt((double) 1e-4f) - Math.sqrt((double) 1e-12f)),
                Math.abs(Math.sqrt((double) 4.41f) - 2));
        assertEquals(roots, s.maxAbsErrorInDomain(), 1e-12);
        assertEquals(roots / 0.4, s.maxErrorOfBound(), 1e-9);
        assertEquals(0, BoundCheck.check("e", DType.F32, f32(1, 2), f32(1, 2), LossBound.EXACT).maxErrorOfBound());
    }

    @Test
    void reportsTheFirstViolationWithTensorAndElement() {
        BoundViolation v = BoundCheck.check("optimizer.pt::state.0.exp_avg", DType.F32, f32(1, 2, 3), f32(1, 2.5f, 3),
                ABS).violation().orElseThrow();
        assertEquals(1, v.element());
        assertEquals("error above the bound", v.reason());
        assertTrue(v.message().contains("optimizer.pt::state.0.exp_avg element 1"), v.message());
        assertEquals("zero not kept", BoundCheck.check("z", DType.F32, f32(0), f32(0.01f), ABS).violation()
                .orElseThrow().reason());
        assertEquals("sign flipped", BoundCheck.check("s", DType.F32, f32(0.01f), f32(-0.01f), ABS).violation()
                .orElseThrow().reason());
        assertEquals("non-finite value not kept", BoundCheck.check("n", DType.F32, f32(Float.NaN), f32(0), ABS)
                .violation().orElseThrow().reason());
        assertEquals("non-finite value decoded", BoundCheck.check("i", DType.F32, f32(1), f32(Float.NaN), ABS)
                .violation().orElseThrow().reason());
        assertFalse(BoundCheck.check("e", DType.F32, f32(1), f32(1.0000001f), LossBound.EXACT).withinBound());
    }

    @Test
    void perBlockScalesAreTakenFromTheOriginalsBlocks() {
        LossBound b = new LossBound(LossBound.Kind.ABSOLUTE_PER_BLOCK_SCALE, 0.1, 2, true, true);
        // block 0 = {10, 1}: error 0.9 allowed up to 1.0; block 1 = {1, 1}: error 0.2 allowed up to 0.1
        assertTrue(BoundCheck.check("b", DType.F32, f32(10, 1), f32(10, 1.9f), b).withinBound());
        BoundReport r = BoundCheck.check("b", DType.F32, f32(10, 1, 1, 1), f32(10, 1.9f, 1, 1.2f), b);
        assertEquals(3, r.violation().orElseThrow().element());
        LossBound sq = new LossBound(LossBound.Kind.SQRT_PER_BLOCK_SCALE, 0.01, 4, true, true);
        // sqrt scale 10: |sqrt(d) - sqrt(o)| <= 0.1
        assertTrue(BoundCheck.check("v", DType.F32, f32(100, 0.01f, 0, 4), f32(100, 0.0001f, 0, 4.3f), sq)
                .withinBound());
        assertFalse(BoundCheck.check("v", DType.F32, f32(100, 0.01f, 0, 4), f32(100, 0.05f, 0, 4), sq)
                .withinBound());
    }

    @Test
    void relativeBoundsScaleWithEachElement() {
        LossBound rel = new LossBound(LossBound.Kind.RELATIVE, 0.01, 0, true, true);
        assertTrue(BoundCheck.check("r", DType.F32, f32(100, -1e-6f), f32(100.9f, -1.009e-6f), rel).withinBound());
        assertFalse(BoundCheck.check("r", DType.F32, f32(100, 1e-6f), f32(100, 1.02e-6f), rel).withinBound());
    }
}
