package org.snapwear.codec.codecs;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.spi.AbstractSnapshotCodec;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.util.ChunkBytes;

/** zstd level 3 (zstd-jni) of the XOR delta, or of the values for a baseline. */
public final class ZstdCodec extends AbstractSnapshotCodec {
    public static final String ID = "zstd";
    static final int LEVEL = 3;

    public ZstdCodec() {
        super(ID, "zstd level 3 (XOR delta)", CodecKind.BOTH, AbstractSnapshotCodec.ALL_DTYPES);
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
