package org.snapwear.codec.lossy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.snapwear.trace.tensor.DType;

/**
 * The element loops of {@link ErrorBoundedCoder} for any of the three float types, one element at a time with every
 * check on the way: the coder's path for bf16 and fp16 tensors, and the decoder that names the element where a
 * corrupt fp32 chunk goes wrong ({@link ErrorBoundedFp32} decodes only chunks it has checked). The codes are
 * described in {@link ErrorBoundedCoder}; {@link ErrorBoundedFp32} gives the same bytes for fp32.
 */
final class ErrorBoundedAnyType {
    private ErrorBoundedAnyType() {
    }

    /** Encodes {@code n} elements of type {@code t} (the body, then framed). */
    static byte[] encode(ErrorBoundedParams p, DType t, int n, ByteBuffer current, ByteBuffer previous) {
        int es = t.byteSize();
        byte[] body = new byte[n * (1 + es)];
        int[] exact = new int[n];
        int exacts = 0;
        int[] curBits = FloatLanes.loadBits(current, t, n);
        float[] cur = FloatLanes.values(t, curBits);
        int[] refBits = previous == null ? null : FloatLanes.loadBits(previous, t, n);
        float[] ref = refBits == null ? null : FloatLanes.values(t, refBits);
        boolean f32 = t == DType.F32;
        int signBit = f32 ? 0x80000000 : 0x8000;
        int magMask = ~signBit & (f32 ? -1 : 0xffff);
        int maxMag = f32 ? 0x7f7fffff : t == DType.BF16 ? 0x7f7f : 0x7bff;
        int k = ErrorBoundedCoder.halfBin(p, t);
        int w = 2 * k + 1;
        double step = 2 * p.value();
        double inv = 1 / step;
        double invW = 1.0 / w;
        double limit = p.value() * ErrorBoundedCoder.MARGIN;
        double relLimit = p.value() * ErrorBoundedCoder.MARGIN;
        boolean relative = p.relative();
        float prev = 0;
        int prevBits = 0;
        for (int i = 0; i < n; i++) {
            float x = cur[i];
            float pred = ref != null ? ref[i] : relative ? prev : 0;
            int code = ErrorBoundedCoder.EXACT;
            float d = x;
            int dBits = curBits[i];
            if (x == 0) {
                code = ErrorBoundedCoder.ZERO;
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
                    if (q >= -ErrorBoundedCoder.REL_RANGE && q <= ErrorBoundedCoder.REL_RANGE && dmag > 0
                            && dmag <= maxMag) {
                        int s = (xb & signBit) != 0 ? 1 : 0;
                        int cb = (int) dmag | (s != 0 ? signBit : 0);
                        float c = f32 ? Float.intBitsToFloat(cb) : FloatLanes.fromBits(t, cb);
                        if (Math.abs((double) c - x) <= relLimit * Math.abs((double) x)) {
                            code = 2 + 2 * (q + ErrorBoundedCoder.REL_RANGE) + s;
                            d = c;
                            dBits = cb;
                        }
                    }
                } else {
                    double qd = FloatLanes.roundHalfEven((x - (double) pred) * inv);
                    if (qd >= -ErrorBoundedCoder.ABS_RANGE && qd <= ErrorBoundedCoder.ABS_RANGE) {
                        int q = (int) qd;
                        float c = (float) (pred + q * step);
                        c = f32 ? c : FloatLanes.round(t, c);
                        if (Math.abs((double) c - x) <= limit) {
                            if ((Float.floatToRawIntBits(c) ^ Float.floatToRawIntBits(x)) < 0 || c == 0) {
                                code = ErrorBoundedCoder.ZERO; // |x| <= abs here: 0 is within the bound, keeps the sign
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
            exact[exacts] = curBits[i];
            exacts += code == ErrorBoundedCoder.EXACT ? 1 : 0;
            prev = d;
            prevBits = dBits;
        }
        ByteBuffer tail = ByteBuffer.wrap(body, n, exacts * es).slice().order(ByteOrder.LITTLE_ENDIAN);
        for (int e = 0; e < exacts; e++) {
            if (es == 4) {
                tail.putInt(4 * e, exact[e]);
            } else {
                tail.putShort(2 * e, (short) exact[e]);
            }
        }
        return ChunkFrame.wrap(body, n, n + exacts * es);
    }

    /** Decodes a body of {@code n} codes and its exact values, checking each code and the tail's length. */
    static void decode(ErrorBoundedParams p, DType t, int n, byte[] body, ByteBuffer previous, ByteBuffer out)
            throws IOException {
        int es = t.byteSize();
        int[] refBits = previous == null ? null : FloatLanes.loadBits(previous, t, n);
        float[] ref = refBits == null ? null : FloatLanes.values(t, refBits);
        boolean f32 = t == DType.F32;
        int signBit = f32 ? 0x80000000 : 0x8000;
        int magMask = ~signBit & (f32 ? -1 : 0xffff);
        int w = 2 * ErrorBoundedCoder.halfBin(p, t) + 1;
        double step = 2 * p.value();
        boolean relative = p.relative();
        int maxCode = ErrorBoundedCoder.maxCode(relative);
        int[] outBits = new int[n];
        int rawPos = n;
        int prevBits = 0;
        for (int i = 0; i < n; i++) {
            int code = body[i] & 0xff;
            int bits;
            if (code == ErrorBoundedCoder.EXACT) {
                if (rawPos + es > body.length) {
                    throw new IOException("error-bounded chunk truncated at element " + i);
                }
                bits = 0;
                for (int b = 0; b < es; b++) {
                    bits |= (body[rawPos++] & 0xff) << (8 * b);
                }
            } else if (code == ErrorBoundedCoder.ZERO) {
                bits = 0;
            } else if (code > maxCode) {
                throw new IOException("code " + code + " out of range at element " + i);
            } else if (relative) {
                int q = ((code - 2) >> 1) - ErrorBoundedCoder.REL_RANGE;
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
