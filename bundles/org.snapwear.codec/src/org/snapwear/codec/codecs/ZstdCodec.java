package org.snapwear.codec.codecs;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;

/** zstd level 3 (zstd-jni) of the XOR delta, or of the values for a baseline. */
public final class ZstdCodec implements SnapshotCodec {
    public static final String ID = "zstd";
    static final int LEVEL = 3;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String displayName() {
        return "zstd level 3 (XOR delta)";
    }

    @Override
    public CodecKind kind() {
        return CodecKind.BOTH;
    }

    @Override
    public boolean supports(DType dtype) {
        return true;
    }

    @Override
    public byte[] encodeChunk(CodecParams params, ChunkInput input) {
        return ZstdBytes.compress(ChunkBytes.xorDelta(input), LEVEL);
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out)
            throws IOException {
        byte[] enc = new byte[encoded.remaining()];
        encoded.get(encoded.position(), enc);
        ChunkBytes.undoXor(input, ZstdBytes.decompress(enc, input.chunk().byteLength()), out);
    }
}
