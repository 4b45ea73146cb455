package org.snapwear.codec.codecs;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.spi.AbstractSnapshotCodec;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;

/**
 * Stores the bytes as they are (a baseline "as it is"; as a delta it also stores the current bytes, so it needs
 * no reference to decode, but it accepts one so schemes can use it uniformly). Supports every dtype.
 */
public final class RawCodec extends AbstractSnapshotCodec {
    public static final String ID = "raw";

    public RawCodec() {
        super(ID, "Uncompressed", CodecKind.BOTH, AbstractSnapshotCodec.ALL_DTYPES);
    }

    @Override
    public byte[] encodeChunk(CodecParams params, ChunkInput in) {
        byte[] out = new byte[in.chunk().byteLength()];
        in.current().get(0, out);
        return out;
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput in, ByteBuffer encoded, ByteBuffer out) throws IOException {
        int n = in.chunk().byteLength();
        if (encoded.remaining() != n) {
            throw new IOException("raw chunk has " + encoded.remaining() + " bytes, " + n + " expected");
        }
        out.put(0, encoded, 0, n);
    }
}
