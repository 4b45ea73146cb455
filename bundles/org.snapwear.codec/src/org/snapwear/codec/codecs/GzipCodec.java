package org.snapwear.codec.codecs;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.spi.AbstractSnapshotCodec;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.util.ChunkBytes;

/**
 * The paper's GZIP: Deflate level 6 (java.util.zip) of the XOR delta (GZIP+delta) or of the values (GZIP+complete).
 * Raw Deflate without the gzip wrapper; lengths and CRC are in the container.
 */
public final class GzipCodec extends AbstractSnapshotCodec {
    public static final String ID = "gzip";
    static final int LEVEL = 6;

    public GzipCodec() {
        super(ID, "Deflate level 6 (XOR delta)", CodecKind.BOTH, AbstractSnapshotCodec.ALL_DTYPES);
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
