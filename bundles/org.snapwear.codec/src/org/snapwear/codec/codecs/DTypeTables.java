package org.snapwear.codec.codecs;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import org.snapwear.codec.internal.bits.HuffmanCode;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.trace.tensor.DType;

/**
 * One Huffman code per float dtype present in a snapshot (fp32, bf16, fp16, fp8 e4m3, fp8 e5m2), as codec
 * parameters. Serialized as a presence mask byte (bit 0 fp32, bit 1 bf16, bit 2 fp16, bit 3 fp8 e4m3, bit 4 fp8
 * e5m2) followed by each present code's 4-bit lengths. The fp8 bits were added later: containers written before
 * never set them, so they read unchanged.
 */
final class DTypeTables implements CodecParams {
    static final DType[] TYPES = {DType.F32, DType.BF16, DType.F16, DType.F8_E4M3, DType.F8_E5M2};

    private final HuffmanCode[] codes = new HuffmanCode[TYPES.length];

    static int slot(DType t) {
        switch (t) {
            case F32: return 0;
            case BF16: return 1;
            case F16: return 2;
            case F8_E4M3: return 3;
            case F8_E5M2: return 4;
            default: throw new IllegalArgumentException("unsupported dtype " + t);
        }
    }

    /**
     * True for the dtypes that have a table: the floats whose sign + mantissa fit the coder's 64-bit writes
     * next to a 12-bit code. fp64 does not (1 + 52 + 12 bits), and integers have no exponent field.
     */
    static boolean covers(DType t) {
        for (DType d : TYPES) {
            if (d == t) {
                return true;
            }
        }
        return false;
    }

    static DTypeTables fromHistograms(long[][] hist) {
        DTypeTables p = new DTypeTables();
        for (int s = 0; s < TYPES.length; s++) {
            if (hist[s] != null) {
                p.codes[s] = HuffmanCode.fromCounts(hist[s]);
            }
        }
        return p;
    }

    HuffmanCode code(DType t) {
        HuffmanCode c = codes[slot(t)];
        if (c == null) {
            throw new IllegalStateException("no code for " + t);
        }
        return c;
    }

    @Override
    public byte[] toBytes() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int mask = 0;
        for (int s = 0; s < TYPES.length; s++) {
            mask |= codes[s] != null ? 1 << s : 0;
        }
        out.write(mask);
        for (HuffmanCode c : codes) {
            if (c != null) {
                out.writeBytes(c.toBytes());
            }
        }
        return out.toByteArray();
    }

    /** Reads the tables; {@code fixedSymbols <= 0} means "the exponent alphabet of each dtype". */
    static DTypeTables read(byte[] b, int fixedSymbols) throws IOException {
        if (b.length < 1) {
            throw new IOException("missing Huffman table mask");
        }
        DTypeTables p = new DTypeTables();
        int off = 1;
        for (int s = 0; s < TYPES.length; s++) {
            if ((b[0] >> s & 1) != 0) {
                int n = fixedSymbols > 0 ? fixedSymbols : ExponentHuffman.alphabet(TYPES[s]);
                p.codes[s] = HuffmanCode.fromBytes(b, off, n);
                off += HuffmanCode.serializedSize(n);
            }
        }
        if (off != b.length) {
            throw new IOException("Huffman tables take " + off + " bytes, parameters have " + b.length);
        }
        return p;
    }
}
