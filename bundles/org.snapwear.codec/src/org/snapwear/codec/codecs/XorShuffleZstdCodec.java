package org.snapwear.codec.codecs;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.spi.AbstractSnapshotCodec;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.util.ChunkBytes;

/**
 * XOR delta, then the bytes of each element split into byte planes (all lowest bytes, ..., all highest bytes: the
 * high planes are almost all zero), then zstd level 3. A baseline shuffles the values themselves.
 */
public final class XorShuffleZstdCodec extends AbstractSnapshotCodec {
    public static final String ID = "xor-shuffle-zstd";

    public XorShuffleZstdCodec() {
        super(ID, "XOR delta + byte shuffle + zstd level 3", CodecKind.BOTH, AbstractSnapshotCodec.ALL_DTYPES);
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
