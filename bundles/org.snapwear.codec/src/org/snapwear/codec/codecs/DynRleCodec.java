package org.snapwear.codec.codecs;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.spi.AbstractSnapshotCodec;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkSource;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;

/**
 * DynRLE ([Delta snapshots, docs/papers.md#delta-snapshots], Algorithm 1): a histogram pass over the whole delta snapshot picks the heading-bit count i in
 * 0..5 minimising sum(w + i - min(2^i - 1, lz)); every chunk is then encoded with {@link HeadingZeroRle}. The
 * encoded size is exactly: container header (36 + 6 id bytes + 2 parameter bytes = 44) + per chunk (4-byte length
 * + ceil(Algorithm 1 bits of the chunk / 8)) + 4-byte CRC trailer. As a baseline it encodes the values themselves
 * (XOR with zero).
 */
public final class DynRleCodec extends AbstractSnapshotCodec {
    public static final String ID = "dynrle";

    public DynRleCodec() {
        super(ID, "DynRLE (XOR delta, dynamic heading bits)", CodecKind.BOTH, HeadingZeroRle::supports);
    }

    @Override
    public CodecParams prepare(ChunkSource source) throws IOException {
        long[] h32 = new long[33];
        long[] h16 = new long[17];
        for (int i = 0; i < source.layout().chunkCount(); i++) {
            if (!supports(source.layout().chunk(i).dtype())) {
                continue; // another width would skew the choice of i (or read past a 1-byte chunk)
            }
            ChunkInput in = source.chunk(i);
            HeadingZeroRle.histogram(in, in.chunk().dtype().byteSize() == 4 ? h32 : h16);
        }
        return new DynRleParams(HeadingZeroRle.chooseHeadingBits(h32, 32), HeadingZeroRle.chooseHeadingBits(h16, 16));
    }

    @Override
    public CodecParams readParams(byte[] bytes) throws IOException {
        return DynRleParams.read(bytes);
    }

    @Override
    public byte[] encodeChunk(CodecParams params, ChunkInput input) {
        return HeadingZeroRle.encode(input, ((DynRleParams) params).bitsFor(input.chunk().dtype().byteSize()));
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out)
            throws IOException {
        HeadingZeroRle.decode(input, encoded, out, ((DynRleParams) params).bitsFor(input.chunk().dtype().byteSize()));
    }
}
