package org.snapwear.codec.lossy;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.spi.Chunk;
import org.snapwear.trace.tensor.DType;

/**
 * Blockwise quantization of one chunk, shared by {@link AbsmaxQuantCodec} (signed values, codes -L..L of the block's
 * largest magnitude) and {@link SqrtQuantCodec} (non-negative values quantized in the square-root domain, codes 0..L
 * of the square root of the block's largest value, so a second moment 1000 times below the block's largest still
 * gets its own codes). Blocks start at multiples of the block size in the tensor (not the chunk), so the scale an
 * independent checker computes per tensor block is at least the codec's.
 * <p>
 * Rules that hold for every block: 0 comes back 0; in the square-root domain a non-zero value never comes back 0
 * (code 0 is kept for exact zeros: a second moment read back as 0 where it was not would make Adam divide by eps);
 * a block holding a NaN, an infinity or (square-root domain) a negative value, or an element whose decoded value
 * would break the declared bound after rounding to its element type (fp16 subnormals), is stored exactly.
 * <p>
 * Body of a chunk: per block its 4-byte scale (the block's largest finite value as fp32 bits; all ones = stored
 * exactly), then the codes of all elements (1 byte each, or 2 per byte low nibble first), then the exact bytes of
 * the blocks stored exactly. With prediction ({@link BlockQuantParams#predict()}) and a reference, a code is stored
 * as its difference (modulo 2^bits) from the code the reference's value gets under the same block scale: the codes,
 * and so the decoded values and the bound, are unchanged; only what zstd sees becomes mostly zeros where the tensor
 * changed little (Adam's second moment keeps 0.999^50 = 95% of itself over 50 steps). All-zero blocks are not
 * predicted.
 */
final class BlockQuantizer {
    private static final int RAW = 0xffffffff;
    /** Margin so that the encoder's own check and a checker computing in double agree at the limit. */
    private static final double MARGIN = 1 - 1e-9;

    private final boolean sqrt;
    private final int bits;
    private final int block;
    private final int levels;
    private final double bound;
    private final int mask;

    BlockQuantizer(boolean sqrt, BlockQuantParams p) {
        this.sqrt = sqrt;
        this.bits = p.bits();
        this.block = p.blockSize();
        this.levels = sqrt ? (1 << bits) - 1 : (1 << (bits - 1)) - 1;
        this.bound = boundValue(sqrt, bits);
        this.mask = (1 << bits) - 1;
    }

    /**
     * The declared bound per block scale: half a step (a full step in the square-root domain, where the smallest
     * non-zero values are raised to code 1) plus the rounding of the decoded value to bf16, the coarsest type.
     */
    static double boundValue(boolean sqrt, int bits) {
        int levels = sqrt ? (1 << bits) - 1 : (1 << (bits - 1)) - 1;
        return sqrt ? 1.0 / levels + 0x1p-9 : 0.5 / levels + 0x1p-8;
    }

    private int codeBytes(int n) {
        return bits == 8 ? n : (n + 1) >>> 1;
    }

    /** Most body bytes a chunk of {@code n} elements can have. */
    long maxBody(int n, int elementSize) {
        return 4L * (n / block + 2) + codeBytes(n) + (long) n * elementSize;
    }

    /**
     * @param in        the chunk's elements
     * @param reference the reference's elements (the decoded previous save) when the parameters predict codes from
     *                  it, else null (codes stored as they are)
     */
    byte[] encode(Chunk chunk, ByteBuffer in, ByteBuffer reference) {
        DType t = chunk.dtype();
        int n = chunk.elementCount();
        int es = t.byteSize();
        int blocks = blockCount(chunk);
        int codeBase = 4 * blocks;
        byte[] body = new byte[codeBase + codeBytes(n) + n * es];
        int rawPos = codeBase + codeBytes(n);
        int[] bitsIn = FloatLanes.loadBits(in, t, n);
        float[] values = FloatLanes.values(t, bitsIn);
        float[] ref = reference == null ? null : FloatLanes.values(t, FloatLanes.loadBits(reference, t, n));
        int start = 0;
        for (int b = 0; b < blocks; b++) {
            int end = blockEnd(chunk, start);
            int scaleBits = quantizeBlock(t, values, ref, start, end, body, codeBase);
            putInt(body, 4 * b, scaleBits);
            if (scaleBits == RAW) {
                for (int i = start; i < end; i++) {
                    int v = bitsIn[i];
                    for (int k = 0; k < es; k++) {
                        body[rawPos++] = (byte) (v >>> (8 * k));
                    }
                }
            }
            start = end;
        }
        return ChunkFrame.wrap(body, codeBase + codeBytes(n), rawPos);
    }

    /**
     * Writes the block's codes (each minus the code of the reference's value, modulo 2^bits, when {@code ref} is
     * given and the block is not all zeros) and returns its scale bits, or {@link #RAW} if it must be stored exactly.
     */
    private int quantizeBlock(DType t, float[] values, float[] ref, int start, int end, byte[] body, int codeBase) {
        float max = 0;
        for (int i = start; i < end; i++) {
            float v = values[i];
            if (!Float.isFinite(v) || (sqrt && v < 0)) {
                return RAW;
            }
            float a = Math.abs(v);
            max = a > max ? a : max; // finite here: Math.max's NaN and -0.0 handling is not needed
        }
        if (max == 0) {
            for (int i = start; i < end; i++) {
                putCode(body, codeBase, i, sqrt ? 0 : levels);
            }
            return 0;
        }
        float root = sqrt ? (float) Math.sqrt(max) : max;
        float inv = levels / root;
        float step = root / levels;
        double limit = bound * root * MARGIN;
        boolean f32 = t == DType.F32;
        for (int i = start; i < end; i++) {
            float v = values[i];
            int q;
            double err;
            if (sqrt) {
                // the float square root (correctly rounded, so the same codes as rounding the double one)
                float rf = (float) Math.sqrt(v);
                q = upTo(levels, FloatLanes.roundHalfEven(rf * inv));
                q += q == 0 & v > 0 ? 1 : 0; // non-zero never to code 0; common at 4 bits, so not a branch
                float y = q * step;
                if (f32 && y >= 0x1p-60f && y <= 0x1p60f) {
                    // fp32 decodes to fl(y * y), whose square root is within y * 2^-24 of y (no under- or
                    // overflow in this range), and rf is within rf * 2^-24 of sqrt(v): a bound on the error
                    // without a second square root or a double one per element
                    err = Math.abs(y - rf) + y * 0x1p-22 + rf * 0x1p-22;
                } else {
                    err = Math.abs(Math.sqrt(decodeSqrt(t, q, step)) - Math.sqrt(v));
                }
            } else {
                q = clamp(levels, FloatLanes.roundHalfEven(v * inv));
                float d = f32 ? q * step : FloatLanes.round(t, q * step);
                err = Math.abs((double) d - v);
            }
            if (!(err <= limit)) {
                return RAW;
            }
            int code = sqrt ? q : q + levels;
            putCode(body, codeBase, i, ref == null ? code : (code - predicted(ref[i], inv)) & mask);
        }
        return Float.floatToRawIntBits(max);
    }

    /**
     * The code the reference's value {@code r} gets under the block's scale ({@code inv} = levels / scale), the
     * prediction of the current code. Computed in the same float operations by encoder and decoder; a NaN, an
     * infinity or a negative reference gives some code in range, the same on both sides (Java's casts are defined).
     */
    private int predicted(float r, float inv) {
        if (sqrt) {
            return upTo(levels, FloatLanes.roundHalfEven((float) Math.sqrt(r) * inv));
        }
        return clamp(levels, FloatLanes.roundHalfEven(r * inv)) + levels;
    }

    /**
     * {@code (int) Math.min(l, q)}, NaN and infinities included, without Math.min's NaN and -0.0 handling (it cost a
     * tenth of the encoder's time): selections on comparisons.
     */
    private static int upTo(int l, double q) {
        return q >= l ? l : (int) q;
    }

    /** {@code (int) Math.max(-l, Math.min(l, q))} the same way (NaN gives 0 as there). */
    private static int clamp(int l, double q) {
        return q >= l ? l : q <= -l ? -l : (int) q;
    }

    private static float decodeSqrt(DType t, int q, float step) {
        float y = q * step;
        return t == DType.F32 ? y * y : FloatLanes.round(t, y * y); // fp32 first: an enum switch per element costs
    }

    /** As {@link #encode}: {@code reference} is given exactly when the encoder was given one. */
    void decode(Chunk chunk, ByteBuffer encoded, ByteBuffer reference, ByteBuffer out) throws IOException {
        DType t = chunk.dtype();
        int n = chunk.elementCount();
        int es = t.byteSize();
        byte[] body = ChunkFrame.unwrap(encoded, maxBody(n, es));
        int blocks = blockCount(chunk);
        int codeBase = 4 * blocks;
        int rawPos = codeBase + codeBytes(n);
        if (body.length < rawPos) {
            throw new IOException("lossy chunk body of " + body.length + " bytes, at least " + rawPos + " expected");
        }
        int[] bitsOut = new int[n];
        float[] ref = reference == null ? null : FloatLanes.values(t, FloatLanes.loadBits(reference, t, n));
        boolean f32 = t == DType.F32;
        int start = 0;
        for (int b = 0; b < blocks; b++) {
            int end = blockEnd(chunk, start);
            int scaleBits = getInt(body, 4 * b);
            if (scaleBits == RAW) {
                if (rawPos + (end - start) * es > body.length) {
                    throw new IOException("lossy chunk truncated in the exact bytes of block " + b);
                }
                for (int i = start; i < end; i++) {
                    int v = 0;
                    for (int k = 0; k < es; k++) {
                        v |= (body[rawPos++] & 0xff) << (8 * k);
                    }
                    bitsOut[i] = v;
                }
            } else {
                float max = Float.intBitsToFloat(scaleBits);
                if (!(max >= 0) || Float.isInfinite(max)) {
                    throw new IOException("invalid scale " + max + " in block " + b);
                }
                float root = sqrt ? (float) Math.sqrt(max) : max;
                float step = root / levels;
                float inv = levels / root;
                boolean predict = ref != null && max != 0;
                int codes = sqrt ? levels + 1 : 2 * levels + 1;
                if (2 * codes <= end - start) { // 4-bit codes: the block's few values once, then a lookup each
                    int[] table = new int[codes];
                    for (int c = 0; c < codes; c++) {
                        float d = sqrt ? decodeSqrt(t, c, step) : (c - levels) * step;
                        table[c] = f32 ? Float.floatToRawIntBits(d) : FloatLanes.toBits(t, d);
                    }
                    for (int i = start; i < end; i++) {
                        int c = getCode(body, codeBase, i);
                        if (predict) {
                            c = (c + predicted(ref[i], inv)) & mask;
                        }
                        if (c >= codes) {
                            throw new IOException("code " + c + " out of range at element " + i);
                        }
                        bitsOut[i] = table[c];
                    }
                    start = end;
                    continue;
                }
                for (int i = start; i < end; i++) {
                    int c = getCode(body, codeBase, i);
                    if (predict) {
                        c = (c + predicted(ref[i], inv)) & mask;
                    }
                    if (c > (sqrt ? levels : 2 * levels)) {
                        throw new IOException("code " + c + " out of range at element " + i);
                    }
                    float d = sqrt ? decodeSqrt(t, c, step) : (c - levels) * step;
                    bitsOut[i] = f32 ? Float.floatToRawIntBits(d) : FloatLanes.toBits(t, d);
                }
            }
            start = end;
        }
        if (rawPos != body.length) {
            throw new IOException((body.length - rawPos) + " unexpected bytes after the lossy chunk");
        }
        FloatLanes.storeBits(out, t, bitsOut);
    }

    private int blockCount(Chunk chunk) {
        return TensorBlocks.count(chunk, block);
    }

    private int blockEnd(Chunk chunk, int start) {
        return TensorBlocks.end(chunk, block, start);
    }

    private void putCode(byte[] body, int base, int i, int code) {
        if (bits == 8) {
            body[base + i] = (byte) code;
        } else {
            int at = base + (i >>> 1);
            body[at] = (byte) ((i & 1) == 0 ? (body[at] & 0xf0) | code : (body[at] & 0x0f) | code << 4);
        }
    }

    private int getCode(byte[] body, int base, int i) {
        return bits == 8 ? body[base + i] & 0xff : (body[base + (i >>> 1)] >>> ((i & 1) * 4)) & 0xf;
    }

    private static void putInt(byte[] a, int at, int v) {
        a[at] = (byte) v;
        a[at + 1] = (byte) (v >>> 8);
        a[at + 2] = (byte) (v >>> 16);
        a[at + 3] = (byte) (v >>> 24);
    }

    private static int getInt(byte[] a, int at) {
        return (a[at] & 0xff) | (a[at + 1] & 0xff) << 8 | (a[at + 2] & 0xff) << 16 | (a[at + 3] & 0xff) << 24;
    }
}
