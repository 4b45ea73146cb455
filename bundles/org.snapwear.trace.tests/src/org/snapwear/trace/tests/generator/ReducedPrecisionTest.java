package org.snapwear.trace.tests.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.snapwear.trace.generator.ReducedPrecision;
import org.snapwear.trace.tensor.DType;

/**
 * The bf16/fp16 conversions against slow references that pick the nearest representable value by exact
 * arithmetic (BigDecimal), on all 16-bit values, every tie, the neighbours of every tie, and random floats.
 */
class ReducedPrecisionTest {
    /**
     * All finite non-negative fp16 values, ascending, as exact doubles (index = bit pattern), plus 2^16 at index
     * 0x7c00: rounding to it means overflow to infinity, which is pattern 0x7c00.
     */
    private static final double[] HALF_VALUES = new double[0x7c01];

    static {
        for (int h = 0; h <= 0x7c00; h++) {
            int e = h >>> 10;
            int m = h & 0x3ff;
            HALF_VALUES[h] = e == 0 ? m * 0x1p-24 : (1024 + m) * Math.pow(2, e - 25);
        }
    }

    /** Reference fp16: nearest value by exact comparison, ties to the even pattern, overflow past 65520. */
    private static short referenceFp16(float f) {
        int bits = Float.floatToRawIntBits(f);
        int sign = (bits >>> 16) & 0x8000;
        if (Float.isNaN(f)) {
            return (short) (sign | 0x7e00 | ((bits & 0x7fffff) >>> 13));
        }
        double a = Math.abs((double) f);
        if (a >= 65520.0) {
            return (short) (sign | 0x7c00);
        }
        int idx = Arrays.binarySearch(HALF_VALUES, a);
        if (idx >= 0) {
            return (short) (sign | idx);
        }
        int hi = -idx - 1;
        int lo = hi - 1;
        BigDecimal x = new BigDecimal(a);
        int c = x.subtract(new BigDecimal(HALF_VALUES[lo])).compareTo(new BigDecimal(HALF_VALUES[hi]).subtract(x));
        int pick = c < 0 ? lo : c > 0 ? hi : ((lo & 1) == 0 ? lo : hi);
        return (short) (sign | pick);
    }

    /** Reference bf16: the two neighbouring bf16 values compared exactly, ties to even. */
    private static short referenceBf16(float f) {
        int bits = Float.floatToRawIntBits(f);
        if (Float.isNaN(f)) {
            return (short) ((bits >>> 16) | 0x40);
        }
        int lo = bits & 0xffff0000;
        if (lo == bits) {
            return (short) (bits >>> 16);
        }
        int hi = lo + 0x10000; // next magnitude up (may be infinity)
        BigDecimal x = new BigDecimal(Math.abs((double) f));
        BigDecimal l = new BigDecimal(Math.abs((double) Float.intBitsToFloat(lo)));
        double hiVal = Math.abs((double) Float.intBitsToFloat(hi));
        int c;
        if (Double.isInfinite(hiVal)) {
            // Rounding past the largest finite bf16 goes to infinity from the halfway point 2^128 - 2^119 up.
            BigDecimal half = new BigDecimal(2).pow(128).subtract(new BigDecimal(2).pow(119));
            c = x.compareTo(half) < 0 ? -1 : x.compareTo(half) > 0 ? 1 : 0;
        } else {
            c = x.subtract(l).compareTo(new BigDecimal(hiVal).subtract(x));
        }
        int pick = c < 0 ? lo : c > 0 ? hi : (((lo >>> 16) & 1) == 0 ? lo : hi);
        return (short) (pick >>> 16);
    }

    private static void checkFp16(float f) {
        assertEquals(referenceFp16(f), ReducedPrecision.floatToFp16(f),
                () -> "fp16 of " + f + " (0x" + Integer.toHexString(Float.floatToRawIntBits(f)) + ")");
    }

    private static void checkBf16(float f) {
        assertEquals(referenceBf16(f), ReducedPrecision.floatToBf16(f),
                () -> "bf16 of " + f + " (0x" + Integer.toHexString(Float.floatToRawIntBits(f)) + ")");
    }

    @Test
    void everyFp16ValueRoundTripsAndDecodesExactly() {
        for (int h = 0; h < 0x10000; h++) {
            float f = ReducedPrecision.fp16ToFloat((short) h);
            int e = (h >>> 10) & 0x1f;
            if (e == 0x1f && (h & 0x3ff) != 0) {
                assertTrue(Float.isNaN(f), "NaN pattern " + h);
                assertEquals((short) (h | 0x200), ReducedPrecision.floatToFp16(f), "NaN stays quiet NaN " + h);
                continue;
            }
            double expected = e == 0x1f ? Double.POSITIVE_INFINITY : HALF_VALUES[h & 0x7fff];
            assertTrue(e == 0x1f || expected < 65536.0);
            assertEquals((h & 0x8000) != 0 ? -expected : expected, (double) f, 0.0, "decode " + h);
            assertEquals((short) h, ReducedPrecision.floatToFp16(f), "round trip " + h);
            checkFp16(f);
        }
    }

    @Test
    void fp16TiesAndTheirNeighboursRoundToNearestEven() {
        for (int h = 0; h + 1 < 0x7c00; h++) {
            float mid = (float) ((HALF_VALUES[h] + HALF_VALUES[h + 1]) / 2); // exact: 11 + 1 bits
            int b = Float.floatToRawIntBits(mid);
            for (int d = -2; d <= 2; d++) {
                checkFp16(Float.intBitsToFloat(b + d));
                checkFp16(-Float.intBitsToFloat(b + d));
            }
        }
        // The overflow boundary: 65504 is the largest finite half, 65520 the tie that rounds to infinity.
        for (float f : new float[] {65504f, 65519.996f, 65520f, 65536f, Float.MAX_VALUE, Float.POSITIVE_INFINITY,
            Float.NEGATIVE_INFINITY, Float.MIN_VALUE, 0x1p-25f, Math.nextUp(0x1p-25f), 0x1p-24f, 0x1.8p-25f, 0f, -0f,
            Float.NaN}) {
            checkFp16(f);
        }
        assertEquals((short) 0x7c00, ReducedPrecision.floatToFp16(65520f));
        assertEquals((short) 0x7bff, ReducedPrecision.floatToFp16(65519.996f));
        assertEquals((short) 0x0000, ReducedPrecision.floatToFp16(0x1p-25f));
        assertEquals((short) 0x0001, ReducedPrecision.floatToFp16(Math.nextUp(0x1p-25f)));
    }

    @Test
    void fp16AndBf16MatchTheReferenceOnEveryExponentAndRandomFloats() {
        SplittableRandom rnd = new SplittableRandom(7);
        int[] lowPatterns = {0, 1, 0x0fff, 0x1000, 0x1001, 0x1fff, 0x2000, 0x3000, 0x7fff, 0x8000, 0x8001, 0xffff};
        for (int exp = 0; exp < 256; exp++) {
            for (int high = 0; high < 8; high++) {
                for (int low : lowPatterns) {
                    int mant = (high << 20) | (low & 0xfffff);
                    int bits = (exp << 23) | (mant & 0x7fffff);
                    checkFp16(Float.intBitsToFloat(bits));
                    checkFp16(Float.intBitsToFloat(bits | 0x80000000));
                    checkBf16(Float.intBitsToFloat(bits));
                    checkBf16(Float.intBitsToFloat(bits | 0x80000000));
                }
            }
        }
        for (int i = 0; i < 50_000; i++) {
            float f = Float.intBitsToFloat(rnd.nextInt());
            checkBf16(f);
            checkFp16(f);
            // Values in the fp16 range are the interesting ones for fp16.
            checkFp16((float) (rnd.nextDouble(-70000, 70000) * Math.pow(2, -rnd.nextInt(30))));
        }
    }

    @Test
    void bf16OfEveryBf16ValueIsExactAndTiesGoToEven() {
        for (int h = 0; h < 0x10000; h++) {
            float f = ReducedPrecision.bf16ToFloat((short) h);
            assertEquals(Float.floatToRawIntBits(f), h << 16);
            if (!Float.isNaN(f)) {
                assertEquals((short) h, ReducedPrecision.floatToBf16(f));
                if ((h & 0x7f80) != 0x7f80) {
                    int tie = (h << 16) | 0x8000;
                    checkBf16(Float.intBitsToFloat(tie));
                    checkBf16(Float.intBitsToFloat(tie - 1));
                    checkBf16(Float.intBitsToFloat(tie + 1));
                }
            }
        }
        assertEquals((short) 0x3f80, ReducedPrecision.floatToBf16(Float.intBitsToFloat(0x3f808000)), "tie to even down");
        assertEquals((short) 0x3f82, ReducedPrecision.floatToBf16(Float.intBitsToFloat(0x3f818000)), "tie to even up");
    }

    @Test
    void encodeWritesLittleEndianPatterns() {
        float[] v = {1.0f, -2.5f, 65504f, 1e-8f};
        ByteBuffer h = ByteBuffer.wrap(ReducedPrecision.encode(v, DType.F16)).order(ByteOrder.LITTLE_ENDIAN);
        ByteBuffer b = ByteBuffer.wrap(ReducedPrecision.encode(v, DType.BF16)).order(ByteOrder.LITTLE_ENDIAN);
        ByteBuffer s = ByteBuffer.wrap(ReducedPrecision.encode(v, DType.F32)).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < v.length; i++) {
            assertEquals(referenceFp16(v[i]), h.getShort(2 * i));
            assertEquals(referenceBf16(v[i]), b.getShort(2 * i));
            assertEquals(Float.floatToRawIntBits(v[i]), s.getInt(4 * i));
        }
        assertEquals((short) 0x3c00, h.getShort(0));
        assertEquals((short) 0x3f80, b.getShort(0));
    }
}
