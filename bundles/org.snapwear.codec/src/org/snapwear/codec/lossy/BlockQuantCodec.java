package org.snapwear.codec.lossy;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.LossBound;

/**
 * The common part of the two block quantizers of Adam's moments ({@link AbsmaxQuantCodec},
 * {@link SqrtQuantCodec}): a configured instance (code width, block size) writes its configuration into the
 * snapshot's parameters, so a decoder needs only the codec id and the container. Moments are quantized as values,
 * never as changes (the first moment's change between saves is as large as the moment): without prediction the
 * codec declares reference depth 0, so a plan stores its tensors alone and a restore needs no earlier save; with
 * prediction ({@link BlockQuantParams#predict()}) the reference only predicts the codes, depth 1.
 */
public abstract class BlockQuantCodec extends ConfiguredLossyCodec<BlockQuantParams> {
    private final boolean sqrt;

    BlockQuantCodec(String id, String name, boolean sqrt, BlockQuantParams config) {
        super(id, name, CodecKind.BOTH, BlockQuantParams.class, config);
        this.sqrt = sqrt;
    }

    @Override
    LossBound boundOf(BlockQuantParams p) {
        return new LossBound(sqrt ? LossBound.Kind.SQRT_PER_BLOCK_SCALE : LossBound.Kind.ABSOLUTE_PER_BLOCK_SCALE,
                BlockQuantizer.boundValue(sqrt, p.bits()), p.blockSize(), true, true);
    }

    /** 1 when the codes are predicted from the reference, else 0: the reference is not read. */
    @Override
    public int referenceDepth() {
        return config().predict() ? 1 : 0;
    }

    @Override
    public CodecParams readParams(byte[] bytes) throws IOException {
        return BlockQuantParams.read(bytes);
    }

    @Override
    public byte[] encodeChunk(CodecParams params, ChunkInput input) throws IOException {
        checkDtype(input);
        BlockQuantParams p = (BlockQuantParams) params;
        return new BlockQuantizer(sqrt, p).encode(input.chunk(), input.current(), reference(p, input));
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out)
            throws IOException {
        checkDtype(input);
        BlockQuantParams p = (BlockQuantParams) params;
        new BlockQuantizer(sqrt, p).decode(input.chunk(), encoded, reference(p, input), out);
    }

    /** The reference the codes are predicted from: only with prediction, and only for a delta. */
    private static ByteBuffer reference(BlockQuantParams p, ChunkInput input) {
        return p.predict() && input.isDelta() ? input.previous() : null;
    }
}
