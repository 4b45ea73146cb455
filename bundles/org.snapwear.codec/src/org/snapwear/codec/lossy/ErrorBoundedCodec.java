package org.snapwear.codec.lossy;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.spi.AbstractSnapshotCodec;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkSource;
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
public final class ErrorBoundedCodec extends AbstractSnapshotCodec {
    public static final String ID = "error-bounded";

    private final ErrorBoundedParams config;

    /** Relative bound 1e-3 (the registry's instance). */
    public ErrorBoundedCodec() {
        this(new ErrorBoundedParams(true, 1e-3));
    }

    public ErrorBoundedCodec(ErrorBoundedParams config) {
        super(ID, "Error-bounded prediction + quantization (SZ-style, lossy)", CodecKind.BOTH);
        this.config = config;
    }

    public ErrorBoundedParams config() {
        return config;
    }

    @Override
    public LossBound bound() {
        return boundOf(config);
    }

    @Override
    public LossBound bound(CodecParams params) {
        return params instanceof ErrorBoundedParams p ? boundOf(p) : bound();
    }

    private static LossBound boundOf(ErrorBoundedParams p) {
        return new LossBound(p.relative() ? LossBound.Kind.RELATIVE : LossBound.Kind.ABSOLUTE, p.value(), 0, true,
                true);
    }

    @Override
    public CodecParams prepare(ChunkSource source) {
        return config;
    }

    @Override
    public CodecParams readParams(byte[] bytes) throws IOException {
        return ErrorBoundedParams.read(bytes);
    }

    @Override
    public byte[] encodeChunk(CodecParams params, ChunkInput input) throws IOException {
        check(input);
        return new ErrorBoundedCoder((ErrorBoundedParams) params).encode(input);
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out)
            throws IOException {
        check(input);
        new ErrorBoundedCoder((ErrorBoundedParams) params).decode(input, encoded, out);
    }

    private void check(ChunkInput input) throws IOException {
        if (!supports(input.chunk().dtype())) {
            throw new IOException(id() + " does not handle " + input.chunk().dtype().safetensorsName() + " tensors");
        }
    }
}
