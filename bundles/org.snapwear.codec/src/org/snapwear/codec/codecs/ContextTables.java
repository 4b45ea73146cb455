package org.snapwear.codec.codecs;

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

    ContextTables(HuffmanCode[] perContext) {
        symbols = perContext[0].size();
        codes = new int[perContext.length * symbols];
        lengths = new int[perContext.length * symbols];
        decode = new short[perContext.length << HuffmanCode.MAX_LENGTH];
        encode = new long[perContext.length * symbols];
        int width = symbols - 1;
        for (int ctx = 0; ctx < perContext.length; ctx++) {
            for (int s = 0; s < symbols; s++) {
                int code = perContext[ctx].code(s);
                int len = perContext[ctx].length(s);
                codes[ctx * symbols + s] = code;
                lengths[ctx * symbols + s] = len;
                int rest = Math.max(0, width - 1 - s);
                encode[ctx * symbols + s] = code | (long) len << 16 | (long) (len + rest) << 24;
            }
            System.arraycopy(perContext[ctx].table(), 0, decode, ctx << HuffmanCode.MAX_LENGTH,
                    1 << HuffmanCode.MAX_LENGTH);
        }
    }
}
