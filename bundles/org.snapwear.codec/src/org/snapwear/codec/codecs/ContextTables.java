package org.snapwear.codec.codecs;

import java.io.IOException;
import org.snapwear.codec.internal.bits.HuffmanCode;

/**
 * Flattened per-context Huffman codes for the hot loops: codes/lengths indexed by ctx * symbols + symbol, decode
 * tables indexed by (ctx << MAX_LENGTH) | next bits.
 */
final class ContextTables {
    final int symbols;
    final int[] codes;
    final int[] lengths;
    final short[] decode;
    /**
     * The encoder's entry per (ctx, symbol = leading-zero count lz), one load instead of two: the code in bits
     * 0-15, its length in bits 16-23, and the length of the whole residual in bits 24-31 (code plus the
     * w - 1 - lz bits below the leading one, none for lz >= w - 1, where w = symbols - 1 is the value width).
     */
    final long[] encode;
    /** Bits of the first-level decode lookup: codes up to this long are found in {@link #decodeFast}. */
    static final int FAST_BITS = 8;
    /**
     * The decoder's first-level table, indexed by (ctx << FAST_BITS) | next 8 bits, small enough to stay in the
     * L1 cache (the full {@link #decode} table is 33 x 4096 entries, an L2 access on the decoder's serial chain):
     * code length in bits 0-3, symbol (lz) in bits 4-9, total length (code plus the value bits below the leading
     * one) in bits 10-15; 0 when the next code is longer than 8 bits or invalid (then {@link #decode} decides).
     */
    final char[] decodeFast;

    ContextTables(HuffmanCode[] perContext) {
        symbols = perContext[0].size();
        codes = new int[perContext.length * symbols];
        lengths = new int[perContext.length * symbols];
        decode = new short[perContext.length << HuffmanCode.MAX_LENGTH];
        encode = new long[perContext.length * symbols];
        for (int ctx = 0; ctx < perContext.length; ctx++) {
            for (int s = 0; s < symbols; s++) {
                int code = perContext[ctx].code(s);
                int len = perContext[ctx].length(s);
                codes[ctx * symbols + s] = code;
                lengths[ctx * symbols + s] = len;
                int rest = restBits(s);
                encode[ctx * symbols + s] = code | (long) len << 16 | (long) (len + rest) << 24;
            }
            System.arraycopy(perContext[ctx].table(), 0, decode, ctx << HuffmanCode.MAX_LENGTH,
                    1 << HuffmanCode.MAX_LENGTH);
        }
        decodeFast = new char[perContext.length << FAST_BITS];
        for (int ctx = 0; ctx < perContext.length; ctx++) {
            for (int bits = 0; bits < 1 << FAST_BITS; bits++) {
                // Codes of at most 8 bits are decided by the low 8 bits: the full table's entry for index
                // bits (higher bits 0) is the entry for every index with these low bits.
                int e = decode[ctx << HuffmanCode.MAX_LENGTH | bits];
                int len = e & 15;
                int sym = e >>> 4 & 0xfff;
                if (len >= 1 && len <= FAST_BITS && sym < symbols) {
                    decodeFast[ctx << FAST_BITS | bits] = (char) (len | sym << 4 | (len + restBits(sym)) << 10);
                }
            }
        }
    }

    /** Value bits stored after the code of leading-zero count lz: those below the leading one (w = symbols - 1). */
    int restBits(int lz) {
        return Math.max(0, symbols - 2 - lz);
    }

    /**
     * For a code longer than the fast table's 8 bits (or an invalid one): the full table's entry for the next 12
     * bits, packed like {@link #decodeFast}.
     *
     * @throws IOException if no code of the context starts with these bits
     */
    int fullEntry(int ctx, int bits, int element) throws IOException {
        int e = decode[ctx << HuffmanCode.MAX_LENGTH | bits];
        int len = e & 15;
        int lz = e >>> 4;
        if (len == 0 || lz >= symbols) {
            throw new IOException("invalid residual code at element " + element);
        }
        return len | lz << 4 | (len + restBits(lz)) << 10;
    }
}
