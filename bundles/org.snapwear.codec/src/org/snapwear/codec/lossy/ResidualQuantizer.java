package org.snapwear.codec.lossy;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.spi.Chunk;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.trace.tensor.DType;

/**
 * The element loop of {@link ResidualQuantCodec}. Per block (aligned in the tensor, {@link TensorBlocks}) the
 * residual r = x - ref against the reference is scaled by the block's largest |r|, s; residuals
 * below {@code prune * s} are pruned (the reference is kept), the others get the nearest of seven non-uniform
 * levels s, s/sqrt(2), s/2, ..., s/8 with their sign: a per-block log-scale codebook, finer where most residuals
 * are. 4-bit codes: 0 = pruned, 1..7 = +level, 9..15 = -level, 8 = the value is stored exactly (non-finite values,
 * zeros the level would move, a flipped sign, or a value the bound would not allow after rounding to the element
 * type; the encoder computes every decoded value as the decoder will). Body: per block its scale as fp32 bits, the
 * codes two per byte (low nibble first), then the exact values. fp32 chunks are encoded by {@link ResidualQuantFp32}
 * (the same bytes, in passes over arrays reused per thread); bf16 and fp16 by the element loop here.
 */
final class ResidualQuantizer {
    /** Level k (1..7) as a fraction of the block scale: 2^((k - 7) / 2). */
    private static final float[] LEVEL = new float[8];
    /** By code: +LEVEL for 1..7, -LEVEL for 9..15, 0 for 0 and 8 (a table, not a branch on the sign). */
    static final float[] SIGNED = new float[16];
    /** MID[k]: the midpoint of levels k and k + 1 (1..6); infinite for 7. */
    static final double[] MID = new double[8];
    /** The error of nearest-level rounding above the smallest level: (1 - 2^-0.5) / 2 < 0.147, with room. */
    static final double LEVEL_ERROR = 0.16;
    static final int EXACT = 8;
    static final double MARGIN = 1 - 1e-9;

    static {
        for (int k = 1; k <= 7; k++) {
            LEVEL[k] = (float) StrictMath.pow(2, (k - 7) / 2.0); // StrictMath: the same bits on every JVM
        }
        for (int k = 1; k < 7; k++) {
            MID[k] = (LEVEL[k] + (double) LEVEL[k + 1]) / 2;
        }
        MID[7] = Double.POSITIVE_INFINITY; // nothing above the top level
        for (int k = 1; k <= 7; k++) {
            SIGNED[k] = LEVEL[k];
            SIGNED[k + 8] = -LEVEL[k]; // sf * -l is -(sf * l) exactly: the same values as subtracting the level
        }
    }

    private final ResidualQuantParams p;

    ResidualQuantizer(ResidualQuantParams p) {
        this.p = p;
    }

    static double boundValue(ResidualQuantParams p) {
        return Math.max(p.prune(), LEVEL_ERROR);
    }

    long maxBody(int n, int es) {
        return 4L * (n / p.blockSize() + 2) + (n + 1) / 2 + (long) n * es;
    }

    byte[] encode(ChunkInput in) {
        Chunk chunk = in.chunk();
        DType t = chunk.dtype();
        if (t == DType.F32) {
            return ResidualQuantFp32.encode(in, p);
        }
        int n = chunk.elementCount();
        int es = t.byteSize();
        int blocks = TensorBlocks.count(chunk, p.blockSize());
        int codeBase = 4 * blocks;
        int packed = codeBase + (n + 1) / 2;
        byte[] body = new byte[packed + n * es];
        int rawPos = packed;
        int[] curBits = FloatLanes.loadBits(in.current(), t, n);
        float[] cur = FloatLanes.values(t, curBits);
        // a baseline is coded against zeros: the residual is the value, still pruned and on the log codebook
        float[] ref = in.previous() == null ? new float[n] : FloatLanes.values(t, FloatLanes.loadBits(in.previous(),
                t, n));
        double bound = boundValue(p);
        byte[] codes = new byte[n];
        int start = 0;
        for (int b = 0; b < blocks; b++) {
            int end = TensorBlocks.end(chunk, p.blockSize(), start);
            double s = 0;
            for (int i = start; i < end; i++) {
                // the difference of two floats in double is finite exactly when both are: one test, no branch
                double a = Math.abs((double) cur[i] - ref[i]);
                s = a > s && a < Double.POSITIVE_INFINITY ? a : s;
            }
            float sf = (float) s;
            putInt(body, 4 * b, Float.floatToRawIntBits(sf));
            double limit = bound * s * MARGIN;
            double pruneBelow = p.prune() * s;
            double invS = 1 / s;
            for (int i = start; i < end; i++) {
                int code = code(t, cur[i], ref[i], invS, sf, limit, pruneBelow);
                codes[i] = (byte) code; // one code a byte here, packed after the loop: no read-modify-write chain
                if (code == EXACT) {
                    int v = curBits[i];
                    for (int k = 0; k < es; k++) {
                        body[rawPos++] = (byte) (v >>> (8 * k));
                    }
                }
            }
            start = end;
        }
        for (int j = 0; j < n >>> 1; j++) {
            body[codeBase + j] = (byte) (codes[2 * j] | codes[2 * j + 1] << 4);
        }
        if ((n & 1) != 0) {
            body[codeBase + (n >>> 1)] = codes[n - 1];
        }
        return ChunkFrame.wrap(body, packed, rawPos);
    }

    /** The code of one element, {@link #EXACT} unless its decoded value keeps every rule. */
    private static int code(DType t, float x, float r, double invS, float sf, double limit, double pruneBelow) {
        if (!Float.isFinite(x) || !Float.isFinite(r)) {
            return EXACT;
        }
        double res = (double) x - r;
        double m = Math.abs(res);
        // the two levels around f from the exponent of f^2 (level k squared is 2^(k - 7)), then one comparison with
        // their midpoint; selections instead of branches (signs and pruning are data, a branch mispredicts)
        double f = m * invS;
        int low = Math.max(1, Math.min(7, 7 + Math.getExponent((float) (f * f))));
        int k = low + (f > MID[low] ? 1 : 0);
        int signed = k + (int) ((Double.doubleToRawLongBits(res) >>> 63) << 3);
        // pruning is data too (a tenth of the residuals with prune = 1/8 in blocks of 1024): masks, and | rather
        // than || so that no condition becomes a branch
        int pm = m < pruneBelow | m == 0 ? -1 : 0;
        float q = decode(t, r, sf, signed);
        int code = signed & ~pm;
        float d = Float.intBitsToFloat(Float.floatToRawIntBits(q) & ~pm | Float.floatToRawIntBits(r) & pm);
        boolean ok = Math.abs((double) d - x) <= limit | d == x;
        ok &= x != 0 | d == 0;
        ok &= d == 0 | (Float.floatToRawIntBits(d) ^ Float.floatToRawIntBits(x)) >= 0;
        return ok ? code : EXACT;
    }

    private static float decode(DType t, float ref, float sf, int code) {
        float d = (float) (ref + (double) (sf * SIGNED[code]));
        return t == DType.F32 ? d : FloatLanes.round(t, d); // fp32 first: an enum switch per element costs
    }

    void decode(ChunkInput in, ByteBuffer encoded, ByteBuffer out) throws IOException {
        Chunk chunk = in.chunk();
        DType t = chunk.dtype();
        int n = chunk.elementCount();
        int es = t.byteSize();
        byte[] body = ChunkFrame.unwrap(encoded, maxBody(n, es));
        int blocks = TensorBlocks.count(chunk, p.blockSize());
        int codeBase = 4 * blocks;
        int rawPos = codeBase + (n + 1) / 2;
        if (body.length < rawPos) {
            throw new IOException("residual chunk of " + body.length + " bytes, at least " + rawPos + " expected");
        }
        int[] refBits = in.previous() == null ? new int[n] : FloatLanes.loadBits(in.previous(), t, n);
        int[] outBits = new int[n];
        boolean f32 = t == DType.F32;
        int start = 0;
        for (int b = 0; b < blocks; b++) {
            int end = TensorBlocks.end(chunk, p.blockSize(), start);
            int sb = (body[4 * b] & 0xff) | (body[4 * b + 1] & 0xff) << 8 | (body[4 * b + 2] & 0xff) << 16
                    | (body[4 * b + 3] & 0xff) << 24;
            float sf = Float.intBitsToFloat(sb);
            for (int i = start; i < end; i++) {
                int code = (body[codeBase + (i >>> 1)] >>> ((i & 1) * 4)) & 0xf;
                if (code == EXACT) {
                    if (rawPos + es > body.length) {
                        throw new IOException("residual chunk truncated at element " + i);
                    }
                    int v = 0;
                    for (int k = 0; k < es; k++) {
                        v |= (body[rawPos++] & 0xff) << (8 * k);
                    }
                    outBits[i] = v;
                } else {
                    // pruned (code 0) keeps the reference's bits (-0.0 + 0 would be +0.0): a selection, not a branch
                    int rb = refBits[i];
                    int v = f32 ? Float.floatToRawIntBits(decode(t, Float.intBitsToFloat(rb), sf, code))
                            : FloatLanes.toBits(t, decode(t, FloatLanes.fromBits(t, rb), sf, code));
                    int z = (code - 1) >> 31; // all ones for code 0 (pruned), else 0
                    outBits[i] = rb & z | v & ~z;
                }
            }
            start = end;
        }
        if (rawPos != body.length) {
            throw new IOException((body.length - rawPos) + " unexpected bytes after the residual chunk");
        }
        FloatLanes.storeBits(out, t, outBits);
    }

    private static void putInt(byte[] a, int at, int v) {
        a[at] = (byte) v;
        a[at + 1] = (byte) (v >>> 8);
        a[at + 2] = (byte) (v >>> 16);
        a[at + 3] = (byte) (v >>> 24);
    }
}
