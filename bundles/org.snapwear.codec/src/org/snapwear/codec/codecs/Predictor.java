package org.snapwear.codec.codecs;

import org.snapwear.trace.tensor.Float16;

/**
 * The predictions of the {@code predictive} codec, in float arithmetic but bit-exactly reproducible: Java float
 * operations are IEEE-754 round-to-nearest on every platform, and any NaN result (whose payload bits could differ
 * between CPUs) is replaced by the previous value. Residuals are integer differences of the bit patterns, zigzag
 * mapped, so that a small change of a value gives a small residual even across a mantissa carry.
 */
final class Predictor {
    /** Predict the previous value. */
    static final int PREVIOUS = 0;
    /** Predict the linear extrapolation 2 w[t-1] - w[t-2]. */
    static final int LINEAR = 1;

    private Predictor() {
    }

    static int predict32(int mode, int p1, int p2) {
        if (mode == PREVIOUS) {
            return p1;
        }
        float f = 2f * Float.intBitsToFloat(p1) - Float.intBitsToFloat(p2);
        return f != f ? p1 : Float.floatToRawIntBits(f);
    }

    static int predictBf16(int mode, int p1, int p2) {
        if (mode == PREVIOUS) {
            return p1;
        }
        float f = 2f * Float.intBitsToFloat(p1 << 16) - Float.intBitsToFloat(p2 << 16);
        if (f != f) {
            return p1;
        }
        int b = Float.floatToRawIntBits(f);
        return ((b + 0x7fff + ((b >>> 16) & 1)) >>> 16) & 0xffff;
    }

    static int predictF16(int mode, int p1, int p2) {
        if (mode == PREVIOUS) {
            return p1;
        }
        float f = 2f * Float16.toFloat(p1) - Float16.toFloat(p2);
        return f != f ? p1 : Float16.fromFloat(f);
    }

    static int zigzag32(int d) {
        return (d << 1) ^ (d >> 31);
    }

    static int unzigzag32(int z) {
        return (z >>> 1) ^ -(z & 1);
    }

    /** Zigzag of a 16-bit difference, as 16 bits. */
    static int zigzag16(int cur, int pred) {
        int d = (short) (cur - pred);
        return ((d << 1) ^ (d >> 31)) & 0xffff;
    }

    static int unzigzag16(int z, int pred) {
        int d = (z >>> 1) ^ -(z & 1);
        return (pred + d) & 0xffff;
    }
}
