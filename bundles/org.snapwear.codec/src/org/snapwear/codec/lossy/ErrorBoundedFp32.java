package org.snapwear.codec.lossy;

import static org.snapwear.codec.lossy.ErrorBoundedCoder.ABS_RANGE;
import static org.snapwear.codec.lossy.ErrorBoundedCoder.EXACT;
import static org.snapwear.codec.lossy.ErrorBoundedCoder.REL_RANGE;
import static org.snapwear.codec.lossy.ErrorBoundedCoder.ZERO;

import java.util.Arrays;

/**
 * The fp32 element loops of {@link ErrorBoundedCoder}: the same codes and decoded bits as
 * {@link ErrorBoundedAnyType} (ErrorBoundedBytesPinTest holds both to the bytes recorded before this class existed),
 * over int arrays of raw bits, with each element's code computed without branching on the data. Why: on weights
 * about half the elements fall outside the codes' range under a tight absolute bound and up to four fifths are
 * stored exactly under a relative one, so a branch per outcome mispredicts on a large share of elements, which
 * cost more than computing every candidate; and one loop per mode keeps the JIT's profile of one mode from shaping
 * the code of another (the speed of the shared loop depended on which bound the process had coded first).
 * The non-finite checks of the any-type loop are folded into the range checks: a non-finite value or prediction
 * gives an infinite or NaN quotient (absolute) or a magnitude at or above the infinity bits (relative).
 * Decoding takes checked input only (every code in range, exactly as many exact values as code-0 elements).
 */
final class ErrorBoundedFp32 {
    private static final int SIGN = 0x80000000;
    private static final int MAG = 0x7fffffff;
    private static final int INF = 0x7f800000;
    private static final int MAX_MAG = 0x7f7fffff;

    private ErrorBoundedFp32() {
    }

    /**
     * Codes of an absolute bound: {@code ref} is the reference's bits, or null for a baseline (prediction 0). The
     * bits of code-0 elements go to {@code exact}; returns their count. Works in blocks of {@link
     * ErrorBoundedScratch#BLOCK} elements, a pass per step over the block's lanes (see the class comment).
     */
    static int encodeAbsolute(int[] cur, int[] ref, int n, double step, double limit, byte[] codes, int[] exact,
            ErrorBoundedScratch s) {
        double inv = 1 / step;
        double[] xd = s.x;
        double[] pd = s.pred;
        double[] qd = s.quotient;
        double[] cd = s.decoded;
        float[] cf = s.decodedFloat;
        int exacts = 0;
        for (int lo = 0; lo < n; lo += ErrorBoundedScratch.BLOCK) {
            int m = Math.min(ErrorBoundedScratch.BLOCK, n - lo);
            widen(cur, lo, m, xd);
            if (ref == null) {
                Arrays.fill(pd, 0, m, 0.0);
            } else {
                widen(ref, lo, m, pd);
            }
            for (int j = 0; j < m; j++) {
                // q * step as in the any-type loop: the quotient is an integer, so q and qd are the same number
                // wherever the code is used (|q| <= 126)
                double q = FloatLanes.roundHalfEven((xd[j] - pd[j]) * inv);
                qd[j] = q;
                cd[j] = pd[j] + q * step;
            }
            for (int j = 0; j < m; j++) {
                cf[j] = (float) cd[j];
            }
            for (int j = 0; j < m; j++) {
                cd[j] = cf[j];
            }
            for (int j = 0; j < m; j++) {
                int xb = cur[lo + j];
                double q = qd[j];
                int cb = Float.floatToRawIntBits(cf[j]);
                boolean ok = Math.abs(q) <= ABS_RANGE & Math.abs(cd[j] - xd[j]) <= limit;
                // within the bound, a decoded value of the other sign or 0 is coded as 0 (|x| <= abs there)
                boolean zero = (xb & MAG) == 0 | ok & ((cb ^ xb) < 0 | (cb & MAG) == 0);
                int code = zero ? ZERO : ok ? (int) q + 128 : EXACT;
                codes[lo + j] = (byte) code;
                exact[exacts] = xb;
                exacts += code == EXACT ? 1 : 0;
            }
        }
        return exacts;
    }

    /** The values of m fp32 bit patterns from {@code from}, as doubles (exact). */
    private static void widen(int[] bits, int from, int m, double[] out) {
        for (int j = 0; j < m; j++) {
            out[j] = Float.intBitsToFloat(bits[from + j]);
        }
    }

    /**
     * Codes of a relative bound: {@code ref} is the reference's bits, or null for a baseline (prediction: the
     * previous decoded magnitude). Returns the count of exact values, as {@link #encodeAbsolute}.
     */
    static int encodeRelative(int[] cur, int[] ref, int n, int k, double relLimit, byte[] codes, int[] exact) {
        int w = 2 * k + 1;
        double invW = 1.0 / w;
        int exacts = 0;
        if (ref == null) {
            int prev = 0;
            for (int i = 0; i < n; i++) {
                int xb = cur[i];
                int pmag = prev & MAG;
                int code = relativeCode(xb, pmag, k, w, invW, relLimit);
                codes[i] = (byte) code;
                exact[exacts] = xb;
                exacts += code == EXACT ? 1 : 0;
                prev = code == EXACT ? xb : relativeBits(code, pmag, w);
            }
        } else {
            for (int i = 0; i < n; i++) {
                int xb = cur[i];
                int code = relativeCode(xb, ref[i] & MAG, k, w, invW, relLimit);
                codes[i] = (byte) code;
                exact[exacts] = xb;
                exacts += code == EXACT ? 1 : 0;
            }
        }
        return exacts;
    }

    private static int relativeCode(int xb, int pmag, int k, int w, double invW, double relLimit) {
        int mag = xb & MAG;
        // floor by a multiplication (an integer division costs more than the rest of the loop) and a truncation
        // corrected for negative quotients (Math.floor's value for |y| < 2^31); the bound check catches the rare
        // off-by-one at a bin edge
        double y = (mag - pmag + k) * invW;
        int t = (int) y;
        int q = y < t ? t - 1 : t;
        long dmag = pmag + (long) q * w;
        int cb = (int) dmag | (xb & SIGN);
        float x = Float.intBitsToFloat(xb);
        boolean ok = mag < INF & pmag < INF & q >= -REL_RANGE & q <= REL_RANGE & dmag > 0 & dmag <= MAX_MAG
                & Math.abs((double) Float.intBitsToFloat(cb) - x) <= relLimit * Math.abs((double) x);
        return mag == 0 ? ZERO : ok ? 2 + 2 * (q + REL_RANGE) + (xb >>> 31) : EXACT;
    }

    /** The decoded bits of a relative code other than 0 (exact), given the predicted magnitude. */
    private static int relativeBits(int code, int pmag, int w) {
        int q = ((code - 2) >> 1) - REL_RANGE;
        return code == ZERO ? 0 : (pmag + q * w) | (code & 1) << 31;
    }

    /** Decodes checked codes of an absolute bound into {@code out}; {@code exact} has one spare slot. */
    static void decodeAbsolute(byte[] codes, int n, int[] exact, int[] ref, double step, int[] out) {
        int e = 0;
        for (int i = 0; i < n; i++) {
            int code = codes[i] & 0xff;
            float pred = ref == null ? 0 : Float.intBitsToFloat(ref[i]);
            int qb = Float.floatToRawIntBits((float) (pred + (code - 128) * step));
            int ex = exact[e];
            out[i] = code == EXACT ? ex : code == ZERO ? 0 : qb;
            e += code == EXACT ? 1 : 0;
        }
    }

    /** Decodes checked codes of a relative bound into {@code out}; {@code exact} has one spare slot. */
    static void decodeRelative(byte[] codes, int n, int[] exact, int[] ref, int k, int[] out) {
        int w = 2 * k + 1;
        int e = 0;
        int prev = 0;
        for (int i = 0; i < n; i++) {
            int code = codes[i] & 0xff;
            int pmag = (ref == null ? prev : ref[i]) & MAG;
            int ex = exact[e];
            int bits = code == EXACT ? ex : relativeBits(code, pmag, w);
            e += code == EXACT ? 1 : 0;
            out[i] = bits;
            prev = bits;
        }
    }
}
