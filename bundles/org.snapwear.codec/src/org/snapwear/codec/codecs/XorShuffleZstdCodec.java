package org.snapwear.codec.codecs;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;

/**
 * XOR delta, then the bytes of each element split into byte planes (all lowest bytes, ..., all highest bytes: the
 * high planes are almost all zero), then zstd level 3. A baseline shuffles the values themselves.
 */
public final class XorShuffleZstdCodec implements SnapshotCodec {
    public static final String ID = "xor-shuffle-zstd";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String displayName() {
        return "XOR delta + byte shuffle + zstd level 3";
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
        int w = input.chunk().dtype().byteSize();
        return ZstdBytes.compress(ChunkBytes.xorShuffled(input, w), ZstdCodec.LEVEL);
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out)
            throws IOException {
        byte[] enc = new byte[encoded.remaining()];
        encoded.get(encoded.position(), enc);
        int w = input.chunk().dtype().byteSize();
        byte[] planes = ZstdBytes.decompress(enc, input.chunk().byteLength());
        ChunkBytes.unshuffleXor(input, planes, w, out);
    }
}
