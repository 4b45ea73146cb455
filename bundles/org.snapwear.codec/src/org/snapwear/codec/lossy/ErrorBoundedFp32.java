package org.snapwear.codec.lossy;

import static org.snapwear.codec.lossy.ErrorBoundedCoder.ABS_RANGE;
import static org.snapwear.codec.lossy.ErrorBoundedCoder.EXACT;
import static org.snapwear.codec.lossy.ErrorBoundedCoder.REL_RANGE;
import static org.snapwear.codec.lossy.ErrorBoundedCoder.ZERO;

import java.util.Arrays;

/**
 * The fp32 element loops of {@link ErrorBoundedCoder}: the same codes and decoded bits as
 * {@link ErrorBoundedAnyType} (ErrorBoundedBytesPinTest holds both to the bytes recorded before this class existed),
 * over int arrays of raw bits. Why it is shaped as it is (JFR and thread-CPU timings on hf_charlm_adamw, Java 17):
 * <ul>
 * <li>One loop per mode: a loop shared by all modes was compiled for the branch profile of whichever bound the
 * process coded first, and a helper called from two loops was inlined into one only.</li>
 * <li>Blocks of {@link ErrorBoundedScratch#BLOCK} elements, one pass per step: Java 17's conversions between int,
 * float and double (and Math.floor) write only part of their destination register, so in a loop that does several
 * per element each element waited for the one before (3x slower, depending on register allocation); in a pass of
 * their own the JIT vectorizes them and the per-element passes keep only integer and double arithmetic.</li>
 * <li>No branch on the data where outcomes mix (seven in ten weights stored exactly in an abs=1e-4 baseline, two
 * thirds in a rel=1e-3 delta): every candidate is computed and the code selected, by sign-bit arithmetic in the
 * relative delta. The relative baseline keeps its branches (see there).</li>
 * </ul>
 * The non-finite checks of the any-type loop are folded into the range checks: a non-finite value or prediction
 * gives an infinite or NaN quotient (absolute) or a magnitude at or above the infinity bits (relative).
 * Decoding takes checked input only (every code in range, exactly as many exact values as code-0 elements).
 */
final class ErrorBoundedFp32 {
    private static final int SIGN = 0x80000000;
    private static final int MAG = 0x7fffffff;
    private static final int INF = 0x7f800000;
    private static final int MAX_MAG = 0x7f7fffff;
    private static final double ROUNDER = 0x1.8p52;
    private static final long ROUNDER_BITS = Double.doubleToRawLongBits(ROUNDER);

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
                // >= 0 exactly where |q| <= 126 and |c - x| <= abs (NaN where either is NaN)
                cd[j] = Math.min(ABS_RANGE - Math.abs(qd[j]), limit - Math.abs(cd[j] - xd[j]));
            }
            for (int j = 0; j < m; j++) {
                int xb = cur[lo + j];
                int cb = Float.floatToRawIntBits(cf[j]);
                boolean ok = cd[j] >= 0;
                // within the bound, a decoded value of the other sign or 0 is coded as 0 (|x| <= abs there)
                boolean zero = (xb & MAG) == 0 | ok & ((cb ^ xb) < 0 | (cb & MAG) == 0);
                // (int) q where |q| <= 126, as the low word of q + 1.5 * 2^52 (no check for NaN and overflow)
                int code = zero ? ZERO : ok ? (int) Double.doubleToRawLongBits(qd[j] + ROUNDER) + 128 : EXACT;
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
    static int encodeRelative(int[] cur, int[] ref, int n, int k, double relLimit, byte[] codes, int[] exact,
            ErrorBoundedScratch s) {
        return ref == null ? relativeBaseline(cur, n, k, relLimit, codes, exact)
                : relativeDelta(cur, ref, n, k, relLimit, codes, exact, s);
    }

    /**
     * A relative baseline: each prediction is the previous decoded magnitude, a chain through the elements, so one
     * element at a time; with branches, which the processor predicts well here (on weights nearly every value is
     * stored exactly: the previous magnitude predicts nothing) and which cut the chain where they are right.
     */
    private static int relativeBaseline(int[] cur, int n, int k, double relLimit, byte[] codes, int[] exact) {
        int w = 2 * k + 1;
        double invW = 1.0 / w;
        int exacts = 0;
        int prev = 0;
        for (int i = 0; i < n; i++) {
            int xb = cur[i];
            int mag = xb & MAG;
            int pmag = prev & MAG;
            int code = EXACT;
            int d = xb;
            if (mag == 0) {
                code = ZERO;
                d = 0;
            } else if (mag < INF && pmag < INF) {
                // floor by a multiplication (an integer division costs more than the rest of the loop); the bound
                // check catches the rare off-by-one at a bin edge. Without the conversion and rounding
                // instructions (int to double, Math.floor), which merge into their destination register and so
                // chain each element to the one before on Java 17: (double) a as the bits of 1.5 * 2^52 + a less
                // 1.5 * 2^52 (|a| < 2^51), floor as the nearest integer (its low word in the bits of y + 1.5 * 2^52)
                // less 1 where that is above y
                double y = (Double.longBitsToDouble(ROUNDER_BITS + (mag - pmag + k)) - ROUNDER) * invW;
                double r = y + ROUNDER;
                int q = (int) Double.doubleToRawLongBits(r) - (r - ROUNDER > y ? 1 : 0);
                long dmag = pmag + (long) q * w;
                if (q >= -REL_RANGE && q <= REL_RANGE && dmag > 0 && dmag <= MAX_MAG) {
                    int cb = (int) dmag | (xb & SIGN);
                    float x = Float.intBitsToFloat(xb);
                    if (Math.abs((double) Float.intBitsToFloat(cb) - x) <= relLimit * Math.abs((double) x)) {
                        code = 2 + 2 * (q + REL_RANGE) + (xb >>> 31);
                        d = cb;
                    }
                }
            }
            codes[i] = (byte) code;
            exact[exacts] = xb;
            exacts += code == EXACT ? 1 : 0;
            prev = d;
        }
        return exacts;
    }

    /** A relative delta: no chain between elements, so in blocks of passes as {@link #encodeAbsolute}. */
    private static int relativeDelta(int[] cur, int[] ref, int n, int k, double relLimit, byte[] codes,
            int[] exact, ErrorBoundedScratch s) {
        int w = 2 * k + 1;
        double invW = 1.0 / w;
        double[] fd = s.quotient;
        double[] cd = s.decoded;
        double[] xd = s.x;
        int[] qs = s.steps;
        int[] cbs = s.decodedBits;
        int exacts = 0;
        for (int lo = 0; lo < n; lo += ErrorBoundedScratch.BLOCK) {
            int m = Math.min(ErrorBoundedScratch.BLOCK, n - lo);
            for (int j = 0; j < m; j++) {
                // floor by a multiplication (an integer division costs more than the rest of the loop); the bound
                // check catches the rare off-by-one at a bin edge
                fd[j] = Math.floor(((cur[lo + j] & MAG) - (ref[lo + j] & MAG) + k) * invW);
            }
            for (int j = 0; j < m; j++) {
                int xb = cur[lo + j];
                int pmag = ref[lo + j] & MAG;
                // the integer value of fd (|fd| <= 2^31) is the low word of fd + 1.5 * 2^52: (int) without its
                // check for NaN and overflow
                int q = (int) Double.doubleToRawLongBits(fd[j] + ROUNDER);
                // in int arithmetic, which wraps only where q is out of range; 0 < dmag <= MAX_MAG and
                // -62 <= q <= 62 as unsigned comparisons
                int dmag = pmag + q * w;
                boolean inRange = (xb & MAG) < INF & pmag < INF
                        & q + (REL_RANGE + Integer.MIN_VALUE) <= 2 * REL_RANGE + Integer.MIN_VALUE
                        & dmag - 1 + Integer.MIN_VALUE < MAX_MAG + Integer.MIN_VALUE;
                qs[j] = inRange ? q : Integer.MIN_VALUE; // out of range: no code for the value
                cbs[j] = dmag | (xb & SIGN);
            }
            widen(cbs, 0, m, cd);
            widen(cur, lo, m, xd);
            for (int j = 0; j < m; j++) {
                // what the bound leaves: >= 0 exactly where |c - x| <= rel |x| (NaN where either is NaN)
                cd[j] = relLimit * Math.abs(xd[j]) - Math.abs(cd[j] - xd[j]);
            }
            for (int j = 0; j < m; j++) {
                int xb = cur[lo + j];
                int q = qs[j];
                // negative unless in range and within the bound (the slack is a number, never -0, where q is in
                // range); code 0 (exact) then, and 1 (zero) for +0 and -0
                int fails = (q + REL_RANGE) | (int) (Double.doubleToRawLongBits(cd[j]) >> 32);
                int code = (2 + 2 * (q + REL_RANGE) + (xb >>> 31)) & ~(fails >> 31);
                int zero = ((xb & MAG) - 1) >> 31;
                code = code & ~zero | ZERO & zero;
                codes[lo + j] = (byte) code;
                exact[exacts] = xb;
                exacts += code == EXACT ? 1 : 0;
            }
        }
        return exacts;
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
