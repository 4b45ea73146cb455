package org.snapwear.codec.tests.registry;

import java.nio.ByteBuffer;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;

/** A deliberately broken contribution: it cannot even be instantiated. */
public class FailingConstructorCodec implements SnapshotCodec {
    public FailingConstructorCodec() {
        throw new UnsupportedOperationException("native library missing");
    }

    @Override
    public String id() {
        return "test-ctor";
    }

    @Override
    public String displayName() {
        return "ctor";
    }

    @Override
    public CodecKind kind() {
        return CodecKind.BOTH;
    }

    @Override
    public byte[] encodeChunk(CodecParams params, ChunkInput input) {
        return new byte[0];
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out) {
    }
}
