package org.snapwear.codec.lossy;

import static org.snapwear.codec.lossy.ResidualQuantizer.EXACT;
import static org.snapwear.codec.lossy.ResidualQuantizer.MARGIN;
import static org.snapwear.codec.lossy.ResidualQuantizer.MID;
import static org.snapwear.codec.lossy.ResidualQuantizer.SIGNED;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.snapwear.codec.spi.Chunk;
import org.snapwear.codec.spi.ChunkInput;

/**
 * The fp32 encoder of {@link ResidualQuantizer}: the same scales, codes and exact values as its element loop
 * (ResidualQuantBytesPinTest holds both to the bytes recorded before this class existed), over int arrays of raw
 * bits reused per thread ({@link ResidualQuantScratch}). What shaped it (thread-CPU timings on the hf_charlm_adamw
 * parameters, Java 17, and the code C2 made of it):
 * <ul>
 * <li>Java 17's conversions between float and double write only part of their destination register: the element
 * loop, with five per element, took 11 or 14 ns per element from one JVM to the next, as register allocation did or
 * did not chain elements through them. Each tensor block is coded in lanes of up to
 * {@link ResidualQuantScratch#LANE} elements, a pass per step, the conversions in passes of their own (about 0.3 ns
 * per element each).</li>
 * <li>With an array per lane these passes were no faster than the element loop: C2 kept a dozen array references
 * live through the method and spilled them to xmm registers, moving one back for every access. The lanes are
 * sections of three arrays.</li>
 * <li>No branch on the data: pruning, the level above a midpoint, the checks and the block scale's maximum are sign
 * bits and masks; a residual that is not finite (x or the reference not finite) makes the candidate code
 * {@link #FORCED}, so the checks need not test finiteness; the level's exponent is that of f^2's bits rounded to 24
 * significant bits, by one addition, instead of a conversion to float.</li>
 * </ul>
 * Per element on that run, about 10.5 ns in all: choosing the level 3.4, the checks 2.8, the block scale 1.4, zstd
 * on the codes 1.6, the conversion and selection passes about 2.
 */
final class ResidualQuantFp32 {
    private static final int MAG = 0x7fffffff;
    /** The candidate of a value whose residual is not finite: EXACT once masked to 4 bits, whatever the checks. */
    private static final int FORCED = EXACT | 16;
    private static final int LANE = ResidualQuantScratch.LANE;
    private static final int X = ResidualQuantScratch.X;
    private static final int R = ResidualQuantScratch.R;
    private static final int RESIDUAL = ResidualQuantScratch.RESIDUAL;
    private static final int STEP = ResidualQuantScratch.STEP;
    private static final int CANDIDATE = ResidualQuantScratch.CANDIDATE;
    private static final int DECODED_BITS = ResidualQuantScratch.DECODED_BITS;

    private ResidualQuantFp32() {
    }

    /** The frame of an fp32 chunk, the same bytes as {@link ResidualQuantizer#encode} gives. */
    static byte[] encode(ChunkInput in, ResidualQuantParams p) {
        Chunk chunk = in.chunk();
        int n = chunk.elementCount();
        int blocks = TensorBlocks.count(chunk, p.blockSize());
        int codeBase = 4 * blocks;
        int packed = codeBase + (n + 1) / 2;
        ResidualQuantScratch s = ResidualQuantScratch.of(n);
        int[] cur = s.cur;
        int[] ref = s.ref;
        load(in.current(), n, cur);
        if (in.previous() == null) {
            Arrays.fill(ref, 0, n, 0); // a baseline is coded against zeros
        } else {
            load(in.previous(), n, ref);
        }
        byte[] body = s.packed;
        byte[] codes = s.codes;
        double bound = ResidualQuantizer.boundValue(p);
        int exacts = 0;
        int start = 0;
        for (int b = 0; b < blocks; b++) {
            int end = TensorBlocks.end(chunk, p.blockSize(), start);
            double sc = 0;
            for (int lo = start; lo < end; lo += LANE) {
                sc = scale(cur, ref, lo, Math.min(LANE, end - lo), sc, s);
            }
            float sf = (float) sc;
            putInt(body, 4 * b, Float.floatToRawIntBits(sf));
            double limit = bound * sc * MARGIN;
            double pruneBelow = p.prune() * sc;
            double invS = 1 / sc;
            boolean oneLane = end - start <= LANE; // then the lanes of the scale pass are still there
            for (int lo = start; lo < end; lo += LANE) {
                int m = Math.min(LANE, end - lo);
                if (!oneLane) {
                    residuals(cur, ref, lo, m, s);
                }
                exacts = codes(cur, ref, lo, m, sf, invS, limit, pruneBelow, codes, exacts, s);
            }
            start = end;
        }
        for (int j = 0; j < n >>> 1; j++) {
            body[codeBase + j] = (byte) (codes[2 * j] | codes[2 * j + 1] << 4);
        }
        if ((n & 1) != 0) {
            body[codeBase + (n >>> 1)] = codes[n - 1];
        }
        return ChunkFrame.wrap(body, packed, s.exact, exacts);
    }

    private static void load(ByteBuffer b, int n, int[] out) {
        b.duplicate().order(ByteOrder.LITTLE_ENDIAN).position(0).asIntBuffer().get(0, out, 0, n);
    }

    /** Fills the lanes X, R and RESIDUAL for elements lo..lo+m-1 (conversions in passes of their own). */
    private static void residuals(int[] cur, int[] ref, int lo, int m, ResidualQuantScratch s) {
        double[] d = s.doubles;
        for (int j = 0; j < m; j++) {
            d[X + j] = Float.intBitsToFloat(cur[lo + j]);
        }
        for (int j = 0; j < m; j++) {
            d[R + j] = Float.intBitsToFloat(ref[lo + j]);
        }
        for (int j = 0; j < m; j++) {
            d[RESIDUAL + j] = d[X + j] - d[R + j];
        }
    }

    /**
     * The block scale so far, {@code sc}, raised by the largest finite |residual| of elements lo..lo+m-1. As bits:
     * non-negative doubles order as their bits do, and a non-finite residual (x or the reference not finite) is
     * masked to 0 (+0.0), so the maximum is an integer one, without a branch.
     */
    private static double scale(int[] cur, int[] ref, int lo, int m, double sc, ResidualQuantScratch s) {
        residuals(cur, ref, lo, m, s);
        double[] d = s.doubles;
        long max = Double.doubleToRawLongBits(sc);
        for (int j = 0; j < m; j++) {
            long ab = Double.doubleToRawLongBits(d[RESIDUAL + j]) & Long.MAX_VALUE;
            ab &= ~((0x7fefffffffffffffL - ab) >> 63);
            max = Math.max(max, ab);
        }
        return Double.longBitsToDouble(max);
    }

    /**
     * The codes of elements lo..lo+m-1 given the lanes of {@link #residuals}; appends the bits of those stored
     * exactly to the scratch's exact values, whose count so far is {@code exacts}, and returns the new count.
     */
    private static int codes(int[] cur, int[] ref, int lo, int m, float sf, double invS, double limit,
            double pruneBelow, byte[] codes, int exacts, ResidualQuantScratch s) {
        double[] d = s.doubles;
        int[] iv = s.ints;
        float[] level = s.level;
        for (int j = 0; j < m; j++) {
            long rb = Double.doubleToRawLongBits(d[RESIDUAL + j]);
            long ab = rb & Long.MAX_VALUE;
            double a = Double.longBitsToDouble(ab);
            // the two levels around f from the exponent of f^2 as fp32 (level k squared is 2^(k - 7)): the
            // exponent of the double's bits rounded to 24 significant bits (adding half a unit carries into the
            // exponent exactly where rounding to nearest does), which is that of (float) (f * f) wherever the
            // clamp to 1..7 does not decide; NaN (s = 0) gives 7 as getExponent does
            double f = a * invS;
            int e = (int) ((Double.doubleToRawLongBits(f * f) + 0x10000000L) >>> 52) - 1023;
            int low = Math.max(1, Math.min(7, 7 + e));
            // f > MID[low] as the sign of their difference, and pruning (a < prune * s, or a = 0) as signs too:
            // these outcomes are data, and a comparison compiled as a branch mispredicts. Exact where the residual
            // is finite; elsewhere (x or the reference not finite) the candidate is 24, stored exactly
            int k = low + (int) (Double.doubleToRawLongBits(MID[low] - f) >>> 63);
            int signed = k + (int) ((rb >>> 63) << 3);
            int pm = (int) ((Double.doubleToRawLongBits(a - pruneBelow) | (ab - 1)) >> 63);
            int nonFinite = (int) ((0x7fefffffffffffffL - ab) >> 63);
            iv[CANDIDATE + j] = (signed | pm) & ~nonFinite | FORCED & nonFinite; // -1 where pruned
            level[j] = sf * SIGNED[signed & 15];
        }
        for (int j = 0; j < m; j++) {
            d[STEP + j] = level[j];
        }
        for (int j = 0; j < m; j++) {
            d[STEP + j] = d[R + j] + d[STEP + j];
        }
        for (int j = 0; j < m; j++) {
            level[j] = (float) d[STEP + j];
        }
        for (int j = 0; j < m; j++) {
            // pruned keeps the reference's bits (-0.0 + 0 would be +0.0)
            int pm = iv[CANDIDATE + j] >> 31;
            iv[DECODED_BITS + j] = Float.floatToRawIntBits(level[j]) & ~pm | ref[lo + j] & pm;
        }
        for (int j = 0; j < m; j++) {
            d[RESIDUAL + j] = Float.intBitsToFloat(iv[DECODED_BITS + j]); // the decoded values, as doubles
        }
        int[] exact = s.exact;
        for (int j = 0; j < m; j++) {
            int xb = cur[lo + j];
            int db = iv[DECODED_BITS + j];
            int c = iv[CANDIDATE + j];
            // every rule as a mask, all ones where it fails (no branch): |d - x| <= limit (d = x included); a
            // nonzero d only for a nonzero x of the same sign
            int far = (int) (Double.doubleToRawLongBits(limit - Math.abs(d[RESIDUAL + j] - d[X + j])) >> 63);
            int xz = ((xb & MAG) - 1) >> 31;
            int dz = ((db & MAG) - 1) >> 31;
            int fail = far | ~dz & (xz | (db ^ xb) >> 31);
            int code = (c & ~(c >> 31) & ~fail | EXACT & fail) & 15;
            codes[lo + j] = (byte) code;
            exact[exacts] = xb;
            exacts += code == EXACT ? 1 : 0;
        }
        return exacts;
    }

    private static void putInt(byte[] a, int at, int v) {
        a[at] = (byte) v;
        a[at + 1] = (byte) (v >>> 8);
        a[at + 2] = (byte) (v >>> 16);
        a[at + 3] = (byte) (v >>> 24);
    }
}
