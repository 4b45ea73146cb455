package org.snapwear.codec.lossy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.trace.tensor.DType;

/**
 * The element loop of {@link ErrorBoundedCodec}, in the spirit of SZ: predict each value from the reference (a delta)
 * or, for a baseline, as 0 (absolute bound: neighbouring weights are not correlated, so the previous value as the
 * prediction would double the residual's variance, and a chain through the previous decoded value would make the
 * loop serial) or as the previous decoded magnitude (relative bound, which needs a magnitude to scale from);
 * quantize the residual linearly within the bound, keep one code byte per
 * element and store the values no code can reach (unpredictable values) exactly. The encoder computes every decoded
 * value exactly as the decoder will, rounded to the element type, and stores the element exactly if that value would
 * break the bound, flip the sign or turn a non-zero into 0: the bound holds by construction.
 * <p>
 * Code bytes: 0 = stored exactly (the next value of the exact stream), 1 = zero. Absolute mode: 2..254 = residual
 * step q + 128, q in [-126, 126], value = pred + q * 2 * abs. Relative mode works on the magnitude bits of the value
 * (an integer that grows with |x|, one step of which changes |x| by at most 2^-m relatively, m the mantissa width):
 * 2..251 = 2 + 2 * (q + 62) + sign, magnitude = predicted magnitude + q * (2K + 1), K = floor(rel * 2^m / 2).
 * Body: the n code bytes, then the exact values.
 */
final class ErrorBoundedCoder {
    private static final int EXACT = 0;
    private static final int ZERO = 1;
    private static final int ABS_RANGE = 126;
    private static final int REL_RANGE = 62;
    private static final double MARGIN = 1 - 1e-9;

    private final ErrorBoundedParams p;

    ErrorBoundedCoder(ErrorBoundedParams p) {
        this.p = p;
    }

    static long maxBody(int n, int elementSize) {
        return (long) n * (1 + elementSize);
    }

    byte[] encode(ChunkInput in) {
        DType t = in.chunk().dtype();
        int n = in.chunk().elementCount();
        int es = t.byteSize();
        byte[] body = new byte[n * (1 + es)];
        int[] exact = new int[n];
        int exacts = 0;
        int[] curBits = FloatLanes.loadBits(in.current(), t, n);
        float[] cur = FloatLanes.values(t, curBits);
        int[] refBits = in.previous() == null ? null : FloatLanes.loadBits(in.previous(), t, n);
        float[] ref = refBits == null ? null : FloatLanes.values(t, refBits);
        boolean f32 = t == DType.F32;
        int signBit = f32 ? 0x80000000 : 0x8000;
        int magMask = ~signBit & (f32 ? -1 : 0xffff);
        int maxMag = f32 ? 0x7f7fffff : t == DType.BF16 ? 0x7f7f : 0x7bff;
        int k = halfBin(t);
        int w = 2 * k + 1;
        double step = 2 * p.value();
        double inv = 1 / step;
        double invW = 1.0 / w;
        double limit = p.value() * MARGIN;
        double relLimit = p.value() * MARGIN;
        boolean relative = p.relative();
        float prev = 0;
        int prevBits = 0;
        for (int i = 0; i < n; i++) {
            float x = cur[i];
            float pred = ref != null ? ref[i] : relative ? prev : 0;
            int code = EXACT;
            float d = x;
            int dBits = curBits[i];
            if (x == 0) {
                code = ZERO;
                d = 0;
                dBits = 0;
            } else if (Float.isFinite(x) && Float.isFinite(pred)) {
                if (relative) {
                    int xb = curBits[i];
                    int mag = xb & magMask;
                    int pmag = (ref != null ? refBits[i] : prevBits) & magMask;
                    // floor by a multiplication (an integer division costs more than the rest of the loop); the
                    // check below catches the rare off-by-one at a bin edge
                    int q = (int) Math.floor((mag - pmag + k) * invW);
                    long dmag = pmag + (long) q * w;
                    if (q >= -REL_RANGE && q <= REL_RANGE && dmag > 0 && dmag <= maxMag) {
                        int s = (xb & signBit) != 0 ? 1 : 0;
                        int cb = (int) dmag | (s != 0 ? signBit : 0);
                        float c = f32 ? Float.intBitsToFloat(cb) : FloatLanes.fromBits(t, cb);
                        if (Math.abs((double) c - x) <= relLimit * Math.abs((double) x)) {
                            code = 2 + 2 * (q + REL_RANGE) + s;
                            d = c;
                            dBits = cb;
                        }
                    }
                } else {
                    double qd = FloatLanes.roundHalfEven((x - (double) pred) * inv);
                    if (qd >= -ABS_RANGE && qd <= ABS_RANGE) {
                        int q = (int) qd;
                        float c = (float) (pred + q * step);
                        c = f32 ? c : FloatLanes.round(t, c);
                        if (Math.abs((double) c - x) <= limit) {
                            // signs differ (one test of the sign bits: a branch on each sign mispredicts half the time)
                            if ((Float.floatToRawIntBits(c) ^ Float.floatToRawIntBits(x)) < 0 || c == 0) {
                                code = ZERO; // |x| <= abs here: 0 is within the bound and keeps the sign
                                d = 0;
                                dBits = 0;
                            } else {
                                code = q + 128;
                                d = c;
                                dBits = f32 ? Float.floatToRawIntBits(c) : FloatLanes.toBits(t, c);
                            }
                        }
                    }
                }
            }
            body[i] = (byte) code;
            // the exact value is written every time and kept only for code 0: no branch to mispredict when
            // unpredictable values are frequent (a relative bound tighter than the steps between saves); into an
            // int array, copied into the body once after the loop (a byte-array view per element cost a third of
            // the loop in its index checks)
            exact[exacts] = curBits[i];
            exacts += code == EXACT ? 1 : 0;
            prev = d;
            prevBits = dBits;
        }
        return frame(body, n, exact, exacts, es);
    }

    /** Copies the exact values after the n code bytes and frames the body. */
    private static byte[] frame(byte[] body, int n, int[] exact, int exacts, int es) {
        ByteBuffer tail = ByteBuffer.wrap(body, n, exacts * es).slice().order(ByteOrder.LITTLE_ENDIAN);
        if (es == 4) {
            tail.asIntBuffer().put(exact, 0, exacts);
        } else {
            for (int e = 0; e < exacts; e++) {
                tail.putShort(2 * e, (short) exact[e]);
            }
        }
        return ChunkFrame.wrap(body, n, n + exacts * es);
    }

    /** K of the relative mode: half a bin in steps of the magnitude bits. */
    private int halfBin(DType t) {
        return (int) Math.min(1 << 20, Math.floor(p.value() * (1 << t.mantissaBits()) / 2));
    }

    void decode(ChunkInput in, ByteBuffer encoded, ByteBuffer out) throws IOException {
        DType t = in.chunk().dtype();
        int n = in.chunk().elementCount();
        int es = t.byteSize();
        byte[] body = ChunkFrame.unwrap(encoded, maxBody(n, es));
        if (body.length < n) {
            throw new IOException("error-bounded chunk of " + body.length + " bytes, at least " + n + " expected");
        }
        int[] refBits = in.previous() == null ? null : FloatLanes.loadBits(in.previous(), t, n);
        float[] ref = refBits == null ? null : FloatLanes.values(t, refBits);
        boolean f32 = t == DType.F32;
        int signBit = f32 ? 0x80000000 : 0x8000;
        int magMask = ~signBit & (f32 ? -1 : 0xffff);
        int w = 2 * halfBin(t) + 1;
        double step = 2 * p.value();
        boolean relative = p.relative();
        int maxCode = relative ? 2 + 2 * (2 * REL_RANGE) + 1 : ABS_RANGE + 128;
        int[] outBits = new int[n];
        int rawPos = n;
        int prevBits = 0;
        for (int i = 0; i < n; i++) {
            int code = body[i] & 0xff;
            int bits;
            if (code == EXACT) {
                if (rawPos + es > body.length) {
                    throw new IOException("error-bounded chunk truncated at element " + i);
                }
                bits = 0;
                for (int b = 0; b < es; b++) {
                    bits |= (body[rawPos++] & 0xff) << (8 * b);
                }
            } else if (code == ZERO) {
                bits = 0;
            } else if (code > maxCode) {
                throw new IOException("code " + code + " out of range at element " + i);
            } else if (relative) {
                int q = ((code - 2) >> 1) - REL_RANGE;
                int pmag = (ref != null ? refBits[i] : prevBits) & magMask;
                bits = (pmag + q * w) | ((code & 1) != 0 ? signBit : 0);
            } else {
                float pred = ref != null ? ref[i] : 0;
                float c = (float) (pred + (code - 128) * step);
                bits = f32 ? Float.floatToRawIntBits(c) : FloatLanes.toBits(t, c);
            }
            outBits[i] = bits;
            prevBits = bits;
        }
        if (rawPos != body.length) {
            throw new IOException((body.length - rawPos) + " unexpected bytes after the error-bounded chunk");
        }
        FloatLanes.storeBits(out, t, outBits);
    }
}
