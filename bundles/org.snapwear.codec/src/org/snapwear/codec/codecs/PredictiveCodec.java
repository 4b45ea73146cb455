package org.snapwear.codec.codecs;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.internal.bits.HuffmanCode;
import org.snapwear.codec.spi.AbstractSnapshotCodec;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkSource;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.trace.tensor.DType;

/**
 * Snapwear's best lossless delta codec. Per chunk it predicts each value either as the previous value or as the
 * linear extrapolation 2 w[t-1] - w[t-2] (whichever the histogram pass finds cheaper; see {@link Predictor}), takes
 * the zigzag-mapped integer difference of the bit patterns, and writes its leading-zero count with a Huffman code
 * chosen by context (the previous element's count) followed by the bits below the leading one (which is implied).
 * Baselines use the exponent Huffman coder of {@link HuffmanExpCodec}. Tables are built in the snapshot-level
 * {@link #prepare} pass, so chunks encode independently; the residual coding itself is in {@link Residuals32}
 * (fp32) and {@link Residuals16} (bf16, fp16).
 */
public final class PredictiveCodec extends AbstractSnapshotCodec {

    public static final String ID = "predictive";

    /**
     * Supports fp32, bf16 and fp16 only (the default): the residual coders ({@link Residuals32}, {@link Residuals16}) and the rounding of
     * the float predictions exist for these widths. fp8 has neither an 8-bit residual coder nor an fp8 rounding of
     * the extrapolation, fp64 and integers have no coder; declined dtypes go to the store's fallback codec.
     */
    public PredictiveCodec() {
        super(ID, "Predictive (linear extrapolation, context-coded residuals)", CodecKind.BOTH);
    }

    @Override
    public int referenceDepth() {
        return 2;
    }

    @Override
    public CodecParams prepare(ChunkSource source) throws IOException {
        int chunks = source.layout().chunkCount();
        if (source.referenceCount() == 0) {
            long[][] hist = new long[DTypeTables.TYPES.length][];
            for (int i = 0; i < chunks; i++) {
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
            return new PredictiveParams(DTypeTables.fromHistograms(hist), null, null);
        }
        byte[] predictors = new byte[chunks];
        long[][] hist = new long[2][];
        for (int i = 0; i < chunks; i++) {
            if (!supports(source.layout().chunk(i).dtype())) {
                continue; // no residual group for this width; the chunk keeps predictor 0 and is never encoded
            }
            ChunkInput in = source.chunk(i);
            int g = in.chunk().dtype().byteSize() == 4 ? 0 : 1;
            int s = PredictiveParams.symbols(g);
            if (hist[g] == null) {
                hist[g] = new long[s * s];
            }
            long[][] both = {new long[s * s], new long[s * s]};
            long[] cost = new long[2];
            ResidualHistograms.of(in, both, cost);
            int mode = in.beforePrevious() != null && cost[Predictor.LINEAR] < cost[Predictor.PREVIOUS]
                    ? Predictor.LINEAR : Predictor.PREVIOUS;
            predictors[i] = (byte) mode;
            for (int k = 0; k < s * s; k++) {
                hist[g][k] += both[mode][k];
            }
        }
        HuffmanCode[][] codes = new HuffmanCode[2][];
        for (int g = 0; g < 2; g++) {
            if (hist[g] != null) {
                int s = PredictiveParams.symbols(g);
                codes[g] = new HuffmanCode[s];
                for (int ctx = 0; ctx < s; ctx++) {
                    long[] row = new long[s];
                    System.arraycopy(hist[g], ctx * s, row, 0, s);
                    codes[g][ctx] = HuffmanCode.fromCounts(row);
                }
            }
        }
        return new PredictiveParams(null, predictors, codes);
    }

    @Override
    public CodecParams readParams(byte[] bytes) throws IOException {
        return PredictiveParams.read(bytes);
    }

    @Override
    public byte[] encodeChunk(CodecParams params, ChunkInput in) throws IOException {
        PredictiveParams pp = (PredictiveParams) params;
        if (in.chunk().byteLength() == 0) {
            return new byte[0];
        }
        if (!in.isDelta()) {
            if (pp.baseline == null) {
                throw new IOException("baseline chunk with delta parameters");
            }
            return ExponentHuffman.encode(in, pp.baseline.code(in.chunk().dtype()));
        }
        int mode = mode(pp, in);
        ByteBuffer c = in.current();
        ByteBuffer p = in.previous();
        ByteBuffer p2 = in.beforePrevious();
        int n = in.chunk().elementCount();
        DType t = in.chunk().dtype();
        if (t.byteSize() == 4) {
            return Residuals32.encode(pp.tables(0).encode, mode, c, p, p2, n);
        }
        return Residuals16.encode(pp.tables(1).encode, t, mode, c, p, p2, n);
    }

    private static int mode(PredictiveParams pp, ChunkInput in) throws IOException {
        if (pp.predictors == null || in.chunk().index() >= pp.predictors.length) {
            throw new IOException("delta chunk " + in.chunk().index() + " without a predictor in the parameters");
        }
        int mode = pp.predictors[in.chunk().index()];
        if (mode == Predictor.LINEAR && in.beforePrevious() == null) {
            throw new IOException("chunk " + in.chunk().index() + " needs two reference snapshots");
        }
        return mode;
    }

    @Override
    public void decodeChunk(CodecParams params, ChunkInput in, ByteBuffer encoded, ByteBuffer out)
            throws IOException {
        PredictiveParams pp = (PredictiveParams) params;
        if (in.chunk().byteLength() == 0) {
            if (encoded.remaining() != 0) {
                throw new IOException("empty chunk with " + encoded.remaining() + " encoded bytes");
            }
            return;
        }
        if (!in.isDelta()) {
            if (pp.baseline == null) {
                throw new IOException("baseline chunk with delta parameters");
            }
            ExponentHuffman.decode(in, encoded, out, pp.baseline.code(in.chunk().dtype()));
            return;
        }
        int mode = mode(pp, in);
        ByteBuffer p = in.previous();
        ByteBuffer p2 = in.beforePrevious();
        int n = in.chunk().elementCount();
        DType t = in.chunk().dtype();
        if (t.byteSize() == 4) {
            Residuals32.decode(pp.tables(0), mode, PaddedInput.of(encoded), p, p2, n, out);
            return;
        }
        Residuals16.decode(pp.tables(1), t, mode, PaddedInput.of(encoded), p, p2, n, out);
    }
}
