package org.snapwear.codec.lossy;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.LossBound;

/**
 * Weight residuals against the reference, pruned and quantized non-uniformly, in the manner of ExCP (Li et al.,
 * ICML 2024): the reference a store hands the codec is the previous checkpoint as a restore gives it (closed loop,
 * so error does not drift along a chain); residuals below {@code prune} times the block's largest residual keep the
 * reference, the others get one of seven log-spaced levels of a per-block codebook (4-bit codes), and zstd codes the
 * codes. Bound: |d - o| <= max(prune, 0.16) * s, s the block's largest |o - ref| (kind
 * {@link LossBound.Kind#RESIDUAL_PER_BLOCK_SCALE}); zeros exact, signs kept, NaN and infinities exact. Deltas only
 * by default: a baseline coded against 0 may lose up to 16% of each block's largest weight, so a baseline goes to an
 * exact codec; a profile that asks for it ({@code baseline=quant}) gets baselines coded against 0 as well (the same
 * bound with the reference read as zeros; the closed loop corrects that error at the next save, whose residual
 * contains it). Decoding handles both whatever the instance. See {@link ResidualQuantizer} for the codes.
 */
public final class ResidualQuantCodec extends ConfiguredLossyCodec<ResidualQuantParams> {
    public static final String ID = "residual-quant";

    /** Pruning at 1/16 of the block's largest residual, blocks of 256 (the registry's instance). */
    public ResidualQuantCodec() {
        this(new ResidualQuantParams(ResidualQuantParams.DEFAULT_PRUNE, BlockQuantParams.DEFAULT_BLOCK));
    }

    /** Deltas only: baselines go to an exact codec. */
    public ResidualQuantCodec(ResidualQuantParams config) {
        this(config, false);
    }

    /**
     * @param quantizeBaselines true to code baselines too, against zeros (the codec then encodes both kinds); a
     *                          decoder needs no such choice (a container without references is a baseline)
     */
    public ResidualQuantCodec(ResidualQuantParams config, boolean quantizeBaselines) {
        super(ID, "Pruned non-uniform residual quantization (ExCP-style, lossy)", quantizeBaselines ? CodecKind.BOTH
                : CodecKind.DELTA, ResidualQuantParams.class, config);
    }

    @Override
    LossBound boundOf(ResidualQuantParams p) {
        return new LossBound(LossBound.Kind.RESIDUAL_PER_BLOCK_SCALE, ResidualQuantizer.boundValue(p),
                p.blockSize(), true, true);
    }

    @Override
    public CodecParams readParams(byte[] bytes) throws IOException {
        return ResidualQuantParams.read(bytes);
    }

    @Override
    public byte[] encodeChunk(CodecParams params, ChunkInput input) throws IOException {
        if (!input.isDelta() && !kind().encodesBaselines()) {
            throw new IOException(id() + " codes deltas only: chunk " + input.chunk().index() + " has no reference");
        }
        checkDtype(input);
        return new ResidualQuantizer((ResidualQuantParams) params).encode(input);
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out)
            throws IOException {
        checkDtype(input);
        new ResidualQuantizer((ResidualQuantParams) params).decode(input, encoded, out);
    }
}
