package org.snapwear.codec.codecs;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.snapwear.codec.internal.bits.HuffmanCode;
import org.snapwear.codec.spi.CodecParams;

/**
 * Per-snapshot parameters of the predictive codec. For a baseline: the exponent Huffman tables
 * ({@link DTypeTables}). For a delta: the predictor chosen for every chunk and, per element width present (32 and 16
 * bits), one Huffman code of the residual's leading-zero count for every context (the previous element's count).
 * <pre>
 * u8 kind (0 baseline, 1 delta)
 * baseline: DTypeTables bytes
 * delta:    u32 chunk count C, C predictor bytes, u8 width mask (bit 0: 32-bit, bit 1: 16-bit),
 *           per present width w: (w + 1) contexts x (w + 1) symbols code lengths, 4 bits each, per context table
 * </pre>
 */
final class PredictiveParams implements CodecParams {
    final DTypeTables baseline;
    final byte[] predictors;
    final HuffmanCode[][] codes; // [0] = 32-bit contexts, [1] = 16-bit contexts (null if absent)

    private final ContextTables[] tables = new ContextTables[2];

    PredictiveParams(DTypeTables baseline, byte[] predictors, HuffmanCode[][] codes) {
        this.baseline = baseline;
        this.predictors = predictors;
        this.codes = codes;
        for (int g = 0; codes != null && g < 2; g++) {
            tables[g] = codes[g] != null ? new ContextTables(codes[g]) : null;
        }
    }

    /** Flattened tables of width group g (0 = 32-bit, 1 = 16-bit). */
    ContextTables tables(int g) throws IOException {
        if (tables[g] == null) {
            throw new IOException("no residual codes for " + (g == 0 ? "32" : "16") + "-bit elements");
        }
        return tables[g];
    }

    static int symbols(int group) {
        return group == 0 ? 33 : 17;
    }

    @Override
    public byte[] toBytes() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (baseline != null) {
            out.write(0);
            out.writeBytes(baseline.toBytes());
            return out.toByteArray();
        }
        out.write(1);
        ByteBuffer n = ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(predictors.length);
        out.writeBytes(n.array());
        out.writeBytes(predictors);
        out.write((codes[0] != null ? 1 : 0) | (codes[1] != null ? 2 : 0));
        for (HuffmanCode[] group : codes) {
            if (group != null) {
                for (HuffmanCode c : group) {
                    out.writeBytes(c.toBytes());
                }
            }
        }
        return out.toByteArray();
    }

    static PredictiveParams read(byte[] b) throws IOException {
        if (b.length < 1) {
            throw new IOException("missing predictive parameters");
        }
        if (b[0] == 0) {
            byte[] rest = java.util.Arrays.copyOfRange(b, 1, b.length);
            return new PredictiveParams(DTypeTables.read(rest, -1), null, null);
        }
        if (b[0] != 1 || b.length < 6) {
            throw new IOException("bad predictive parameter kind " + b[0]);
        }
        ByteBuffer in = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        int c = in.getInt(1);
        if (c < 0 || 5L + c + 1 > b.length) {
            throw new IOException("bad predictor count " + c);
        }
        byte[] preds = java.util.Arrays.copyOfRange(b, 5, 5 + c);
        for (byte p : preds) {
            if (p != Predictor.PREVIOUS && p != Predictor.LINEAR) {
                throw new IOException("unknown predictor " + p);
            }
        }
        int mask = b[5 + c];
        int off = 6 + c;
        HuffmanCode[][] codes = new HuffmanCode[2][];
        for (int g = 0; g < 2; g++) {
            if ((mask >> g & 1) != 0) {
                int s = symbols(g);
                codes[g] = new HuffmanCode[s];
                for (int ctx = 0; ctx < s; ctx++) {
                    codes[g][ctx] = HuffmanCode.fromBytes(b, off, s);
                    off += HuffmanCode.serializedSize(s);
                }
            }
        }
        if (off != b.length) {
            throw new IOException("predictive parameters: " + (b.length - off) + " unexpected trailing bytes");
        }
        return new PredictiveParams(null, preds, codes);
    }
}
