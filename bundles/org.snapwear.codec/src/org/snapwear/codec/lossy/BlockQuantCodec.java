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
 * snapshot's parameters, so a decoder needs only the codec id and the container. References are not used: moments
 * are quantized as values (a moment's change between saves is as large as the moment), so a chunk decodes to the
 * same values whatever the scheme passes as its reference.
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

    @Override
    public CodecParams readParams(byte[] bytes) throws IOException {
        return BlockQuantParams.read(bytes);
    }

    @Override
    public byte[] encodeChunk(CodecParams params, ChunkInput input) throws IOException {
        checkDtype(input);
        return new BlockQuantizer(sqrt, (BlockQuantParams) params).encode(input.chunk(), input.current());
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out)
            throws IOException {
        checkDtype(input);
        new BlockQuantizer(sqrt, (BlockQuantParams) params).decode(input.chunk(), encoded, out);
    }
}
