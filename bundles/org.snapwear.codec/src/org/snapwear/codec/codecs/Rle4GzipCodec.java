package org.snapwear.codec.codecs;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.spi.AbstractSnapshotCodec;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;

/**
 * The paper's RLE(4)+GZIP: the RLE(4) bit stream compressed with Deflate level 6. The payload starts with the
 * RLE(4) stream length (u32 LE) so the decoder knows how much to inflate.
 */
public final class Rle4GzipCodec extends AbstractSnapshotCodec {
    public static final String ID = "rle4+gzip";

    public Rle4GzipCodec() {
        super(ID, "RLE(4) then Deflate level 6", CodecKind.BOTH, HeadingZeroRle::supports);
    }

    @Override
    public byte[] encodeChunk(CodecParams params, ChunkInput input) {
        byte[] rle = HeadingZeroRle.encode(input, Rle4Codec.HEADING_BITS);
        byte[] z = Deflate.compress(rle, GzipCodec.LEVEL);
        ByteBuffer out = ByteBuffer.allocate(4 + z.length).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        out.putInt(rle.length).put(z);
        return out.array();
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out)
            throws IOException {
        if (encoded.remaining() < 4) {
            throw new IOException("chunk shorter than its 4-byte length field");
        }
        int n = encoded.getInt(encoded.position());
        long max = (long) input.chunk().elementCount() * (32 + Rle4Codec.HEADING_BITS) / 8 + 8;
        if (n < 0 || n > max) {
            throw new IOException("bad RLE stream length " + n);
        }
        byte[] z = new byte[encoded.remaining() - 4];
        encoded.get(encoded.position() + 4, z);
        byte[] rle = Deflate.decompress(z, n);
        HeadingZeroRle.decode(input, ByteBuffer.wrap(rle), out, Rle4Codec.HEADING_BITS);
    }
}
