package org.snapwear.codec.codecs;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.spi.AbstractSnapshotCodec;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkSource;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;

/**
 * The paper's baseline coder (Sec. 3.3.2): canonical Huffman over the exponent fields, one code per dtype built in
 * a histogram pass over the whole snapshot; sign and mantissa stored raw.
 */
public final class HuffmanExpCodec extends AbstractSnapshotCodec {
    public static final String ID = "huffman-exp";

    /** Supports the floats with an exponent table (fp32, bf16, fp16 and both fp8); fp64 and integers are declined. */
    public HuffmanExpCodec() {
        super(ID, "Huffman-coded exponents (baseline)", CodecKind.BASELINE, DTypeTables::covers);
    }

    @Override
    public CodecParams prepare(ChunkSource source) throws IOException {
        long[][] hist = new long[DTypeTables.TYPES.length][];
        for (int i = 0; i < source.layout().chunkCount(); i++) {
            if (!supports(source.layout().chunk(i).dtype())) {
                continue; // a caller may pass a whole checkpoint to prepare; declined dtypes have no table
            }
            ChunkInput in = source.chunk(i);
            int s = DTypeTables.slot(in.chunk().dtype());
            if (hist[s] == null) {
                hist[s] = new long[ExponentHuffman.alphabet(in.chunk().dtype())];
            }
            ExponentHuffman.histogram(in, hist[s]);
        }
        return DTypeTables.fromHistograms(hist);
    }

    @Override
    public CodecParams readParams(byte[] bytes) throws IOException {
        return DTypeTables.read(bytes, -1);
    }

    @Override
    public byte[] encodeChunk(CodecParams params, ChunkInput input) {
        if (input.chunk().byteLength() == 0) {
            return new byte[0];
        }
        return ExponentHuffman.encode(input, ((DTypeTables) params).code(input.chunk().dtype()));
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput input, ByteBuffer encoded, ByteBuffer out)
            throws IOException {
        if (input.chunk().byteLength() == 0) {
            if (encoded.remaining() != 0) {
                throw new IOException("empty chunk with " + encoded.remaining() + " encoded bytes");
            }
            return;
        }
        ExponentHuffman.decode(input, encoded, out, ((DTypeTables) params).code(input.chunk().dtype()));
    }
}
