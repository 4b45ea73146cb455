package org.snapwear.codec.codecs;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.spi.AbstractSnapshotCodec;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;

/** The paper's static RLE(4): {@link HeadingZeroRle} with i = 4 for every snapshot. */
public final class Rle4Codec extends AbstractSnapshotCodec {
    public static final String ID = "rle4";
    static final int HEADING_BITS = 4;

    public Rle4Codec() {
        super(ID, "RLE(4) (XOR delta, 4 heading bits)", CodecKind.BOTH, HeadingZeroRle::supports);
    }

    @Override
    public byte[] encodeChunk(CodecParams params, ChunkInput input) {
        return HeadingZeroRle.encode(input, HEADING_BITS);
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out)
            throws IOException {
        HeadingZeroRle.decode(input, encoded, out, HEADING_BITS);
    }
}
