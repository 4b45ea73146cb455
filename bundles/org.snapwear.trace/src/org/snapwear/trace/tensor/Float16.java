package org.snapwear.trace.tensor;

/**
 * Exact IEEE binary16 to float conversion and float to binary16 rounding (round to nearest, ties to even), done
 * with integer operations so the result is bit-for-bit the same on every JVM (Java 17 has no Float.float16ToFloat).
 * The one home of the conversion: the codecs (a prediction in fp16) and the lossy codecs (values of fp16 tensors)
 * use it, and so must anything that needs it; the codecs' bytes depend on it ({@code FixtureBytesPinTest}).
 */
public final class Float16 {
    private Float16() {
    }

    /** The value of a binary16 bit pattern (the low 16 bits of {@code h}), exactly. */
    public static float toFloat(int h) {
        int sign = (h & 0x8000) << 16;
        int exp = (h >>> 10) & 0x1f;
        int mant = h & 0x3ff;
        if (exp == 0x1f) {
            return Float.intBitsToFloat(sign | 0x7f800000 | mant << 13);
        }
        if (exp == 0) {
            if (mant == 0) {
                return Float.intBitsToFloat(sign);
            }
            float v = mant * 0x1p-24f; // denormal: exact in float
            return sign != 0 ? -v : v;
        }
        return Float.intBitsToFloat(sign | (exp + 112) << 23 | mant << 13);
    }

    /** Nearest binary16 bit pattern of a non-NaN float. */
    public static int fromFloat(float f) {
        int bits = Float.floatToRawIntBits(f);
        int sign = (bits >>> 16) & 0x8000;
        int abs = bits & 0x7fffffff;
        if (abs >= 0x47800000) { // >= 65536 or infinity: beyond the largest half after rounding
            if (abs > 0x7f800000) {
                return sign | 0x7e00;
            }
            return abs >= 0x477ff000 ? sign | 0x7c00 : sign | 0x7bff;
        }
        if (abs >= 0x38800000) { // normal half range
            int m = abs - (112 << 23);
            int r = m + 0xfff + ((m >>> 13) & 1);
            int h = r >>> 13;
            return sign | Math.min(h, 0x7c00);
        }
        // subnormal half (or zero): value / 2^-24 rounded half-even, computed exactly in float arithmetic.
        float a = Float.intBitsToFloat(abs) * 0x1p24f;
        int q = (int) a;
        float frac = a - q;
        if (frac > 0.5f || (frac == 0.5f && (q & 1) == 1)) {
            q++;
        }
        return sign | q;
    }
}
