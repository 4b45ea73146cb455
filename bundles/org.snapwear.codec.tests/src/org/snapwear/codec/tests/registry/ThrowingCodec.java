package org.snapwear.codec.tests.registry;

import java.nio.ByteBuffer;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;

/** A deliberately broken contribution: encoding throws. */
public class ThrowingCodec implements SnapshotCodec {
    @Override
    public String id() {
        return "test-throws";
    }

    @Override
    public String displayName() {
        return "throws";
    }

    @Override
    public CodecKind kind() {
        return CodecKind.BOTH;
    }

    @Override
    public byte[] encodeChunk(CodecParams params, ChunkInput input) {
        throw new IllegalStateException("boom");
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out) {
        throw new IllegalStateException("boom");
    }
}
