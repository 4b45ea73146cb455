package org.snapwear.codec.lossy;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.LossBound;

/**
 * An error-bounded codec for any float tensor in the spirit of SZ (Di and Cappello, IPDPS 2016; Tao et al., IPDPS
 * 2017): prediction from the reference (a delta; closed loop when the reference is what a restore gives; a baseline
 * predicts 0, or the previous decoded magnitude under a relative bound), linear quantization of the residual within the user's bound, zstd entropy
 * coding of the one-byte codes, unpredictable values stored exactly. The bound is absolute
 * ({@code |d - o| <= abs}) or relative to each element ({@code |d - o| <= rel |o|}); either way zeros stay exactly
 * 0, signs are kept and NaN and infinities are stored exactly. See {@link ErrorBoundedCoder} for the codes.
 */
public final class ErrorBoundedCodec extends ConfiguredLossyCodec<ErrorBoundedParams> {
    public static final String ID = "error-bounded";

    /** Relative bound 1e-3 (the registry's instance). */
    public ErrorBoundedCodec() {
        this(new ErrorBoundedParams(true, 1e-3));
    }

    public ErrorBoundedCodec(ErrorBoundedParams config) {
        super(ID, "Error-bounded prediction + quantization (SZ-style, lossy)", CodecKind.BOTH, ErrorBoundedParams.class,
                config);
    }

    @Override
    LossBound boundOf(ErrorBoundedParams p) {
        return new LossBound(p.relative() ? LossBound.Kind.RELATIVE : LossBound.Kind.ABSOLUTE, p.value(), 0, true,
                true);
    }

    @Override
    public CodecParams readParams(byte[] bytes) throws IOException {
        return ErrorBoundedParams.read(bytes);
    }

    @Override
    public byte[] encodeChunk(CodecParams params, ChunkInput input) throws IOException {
        checkDtype(input);
        return new ErrorBoundedCoder((ErrorBoundedParams) params).encode(input);
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out)
            throws IOException {
        checkDtype(input);
        new ErrorBoundedCoder((ErrorBoundedParams) params).decode(input, encoded, out);
    }
}
