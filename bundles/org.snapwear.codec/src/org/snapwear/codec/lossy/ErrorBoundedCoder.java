package org.snapwear.codec.lossy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.trace.tensor.DType;

/**
 * The element coding of {@link ErrorBoundedCodec}, in the spirit of SZ: predict each value from the reference (a
 * delta) or, for a baseline, as 0 (absolute bound: neighbouring weights are not correlated, so the previous value as
 * the prediction would double the residual's variance, and a chain through the previous decoded value would make the
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
 * <p>
 * fp32 chunks go through {@link ErrorBoundedFp32} (branch-free loops over int arrays reused per thread), bf16 and
 * fp16 chunks and corrupt fp32 chunks through {@link ErrorBoundedAnyType}; both give the same bytes.
 */
final class ErrorBoundedCoder {
    static final int EXACT = 0;
    static final int ZERO = 1;
    static final int ABS_RANGE = 126;
    static final int REL_RANGE = 62;
    static final double MARGIN = 1 - 1e-9;

    private final ErrorBoundedParams p;

    ErrorBoundedCoder(ErrorBoundedParams p) {
        this.p = p;
    }

    static long maxBody(int n, int elementSize) {
        return (long) n * (1 + elementSize);
    }

    /** The largest valid code of a mode. */
    static int maxCode(boolean relative) {
        return relative ? 2 + 2 * (2 * REL_RANGE) + 1 : ABS_RANGE + 128;
    }

    /** K of the relative mode: half a bin in steps of the magnitude bits. */
    static int halfBin(ErrorBoundedParams p, DType t) {
        return (int) Math.min(1 << 20, Math.floor(p.value() * (1 << t.mantissaBits()) / 2));
    }

    byte[] encode(ChunkInput in) {
        DType t = in.chunk().dtype();
        int n = in.chunk().elementCount();
        if (t != DType.F32) {
            return ErrorBoundedAnyType.encode(p, t, n, in.current(), in.previous());
        }
        ErrorBoundedScratch s = ErrorBoundedScratch.of(n);
        int[] cur = load(in.current(), s.first, n);
        int[] ref = in.previous() == null ? null : load(in.previous(), s.second, n);
        byte[] codes = s.codes;
        int exacts = p.relative()
                ? ErrorBoundedFp32.encodeRelative(cur, ref, n, halfBin(p, t), p.value() * MARGIN, codes, s.exact,
                        s)
                : ErrorBoundedFp32.encodeAbsolute(cur, ref, n, 2 * p.value(), p.value() * MARGIN, codes, s.exact,
                        s);
        // the exact values after the n codes (little-endian, as an fp32 tensor holds them)
        return ChunkFrame.wrap(codes, n, s.exact, exacts);
    }

    void decode(ChunkInput in, ByteBuffer encoded, ByteBuffer out) throws IOException {
        DType t = in.chunk().dtype();
        int n = in.chunk().elementCount();
        int es = t.byteSize();
        byte[] body = ChunkFrame.unwrap(encoded, maxBody(n, es));
        if (body.length < n) {
            throw new IOException("error-bounded chunk of " + body.length + " bytes, at least " + n + " expected");
        }
        int exacts = t == DType.F32 ? checkedExacts(body, n) : -1;
        if (exacts < 0) { // bf16, fp16, or a corrupt chunk, which this loop reports element by element
            ErrorBoundedAnyType.decode(p, t, n, body, in.previous(), out);
            return;
        }
        ErrorBoundedScratch s = ErrorBoundedScratch.of(n);
        ByteBuffer.wrap(body, n, 4 * exacts).slice().order(ByteOrder.LITTLE_ENDIAN).asIntBuffer()
                .get(s.exact, 0, exacts);
        int[] ref = in.previous() == null ? null : load(in.previous(), s.second, n);
        int[] bits = s.first;
        if (p.relative()) {
            ErrorBoundedFp32.decodeRelative(body, n, s.exact, ref, halfBin(p, t), bits);
        } else {
            ErrorBoundedFp32.decodeAbsolute(body, n, s.exact, ref, 2 * p.value(), bits);
        }
        out.duplicate().order(ByteOrder.LITTLE_ENDIAN).position(0).asIntBuffer().put(0, bits, 0, n);
    }

    /**
     * The number of exact values of an fp32 body if every code is in range and the tail holds exactly that many
     * values, else -1.
     */
    private int checkedExacts(byte[] body, int n) {
        int exacts = 0;
        int max = 0;
        for (int i = 0; i < n; i++) {
            int code = body[i] & 0xff;
            exacts += code == EXACT ? 1 : 0;
            max = Math.max(max, code);
        }
        return max <= maxCode(p.relative()) && 4L * exacts == body.length - n ? exacts : -1;
    }

    /** The first n fp32 elements' bits, in one bulk copy. */
    private static int[] load(ByteBuffer b, int[] into, int n) {
        b.duplicate().order(ByteOrder.LITTLE_ENDIAN).position(0).asIntBuffer().get(0, into, 0, n);
        return into;
    }
}
