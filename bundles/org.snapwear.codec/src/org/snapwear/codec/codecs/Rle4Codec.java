package org.snapwear.codec.codecs;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;

/** The paper's static RLE(4): {@link HeadingZeroRle} with i = 4 for every snapshot. */
public final class Rle4Codec implements SnapshotCodec {
    public static final String ID = "rle4";
    static final int HEADING_BITS = 4;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String displayName() {
        return "RLE(4) (XOR delta, 4 heading bits)";
    }

    @Override
    public CodecKind kind() {
        return CodecKind.BOTH;
    }

    @Override
    public boolean supports(DType dtype) {
        return HeadingZeroRle.supports(dtype);
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
