package org.snapwear.codec.codecs;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;

/**
 * The paper's GZIP: Deflate level 6 (java.util.zip) of the XOR delta (GZIP+delta) or of the values (GZIP+complete).
 * Raw Deflate without the gzip wrapper; lengths and CRC are in the container.
 */
public final class GzipCodec implements SnapshotCodec {
    public static final String ID = "gzip";
    static final int LEVEL = 6;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String displayName() {
        return "Deflate level 6 (XOR delta)";
    }

    @Override
    public CodecKind kind() {
        return CodecKind.BOTH;
    }

    @Override
    public boolean supports(org.snapwear.trace.tensor.DType dtype) {
        return true;
    }

    @Override
    public byte[] encodeChunk(CodecParams params, ChunkInput input) {
        return Deflate.compress(ChunkBytes.xorDelta(input), LEVEL);
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out)
            throws IOException {
        byte[] enc = new byte[encoded.remaining()];
        encoded.get(encoded.position(), enc);
        ChunkBytes.undoXor(input, Deflate.decompress(enc, input.chunk().byteLength()), out);
    }

}
