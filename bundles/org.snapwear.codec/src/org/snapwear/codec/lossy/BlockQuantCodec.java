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
 * The common part of the two block quantizers of Adam's moments ({@link AbsmaxQuantCodec},
 * {@link SqrtQuantCodec}): a configured instance (code width, block size) writes its configuration into the
 * snapshot's parameters, so a decoder needs only the codec id and the container. References are not used: moments
 * are quantized as values (a moment's change between saves is as large as the moment), so a chunk decodes to the
 * same values whatever the scheme passes as its reference.
 */
public abstract class BlockQuantCodec extends AbstractSnapshotCodec {
    private final boolean sqrt;
    private final BlockQuantParams config;

    BlockQuantCodec(String id, String name, boolean sqrt, BlockQuantParams config) {
        super(id, name, CodecKind.BOTH);
        this.sqrt = sqrt;
        this.config = config;
    }

    /** The configured code width and block size. */
    public BlockQuantParams config() {
        return config;
    }

    @Override
    public LossBound bound() {
        return boundOf(config);
    }

    @Override
    public LossBound bound(CodecParams params) {
        return params instanceof BlockQuantParams p ? boundOf(p) : bound();
    }

    private LossBound boundOf(BlockQuantParams p) {
        return new LossBound(sqrt ? LossBound.Kind.SQRT_PER_BLOCK_SCALE : LossBound.Kind.ABSOLUTE_PER_BLOCK_SCALE,
                BlockQuantizer.boundValue(sqrt, p.bits()), p.blockSize(), true, true);
    }

    @Override
    public CodecParams prepare(ChunkSource source) {
        return config;
    }

    @Override
    public CodecParams readParams(byte[] bytes) throws IOException {
        return BlockQuantParams.read(bytes);
    }

    @Override
    public byte[] encodeChunk(CodecParams params, ChunkInput input) throws IOException {
        check(input);
        return new BlockQuantizer(sqrt, (BlockQuantParams) params).encode(input.chunk(), input.current());
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out)
            throws IOException {
        check(input);
        new BlockQuantizer(sqrt, (BlockQuantParams) params).decode(input.chunk(), encoded, out);
    }

    private void check(ChunkInput input) throws IOException {
        if (!supports(input.chunk().dtype())) {
            throw new IOException(id() + " does not handle " + input.chunk().dtype().safetensorsName() + " tensors");
        }
    }
}
