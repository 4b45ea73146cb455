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

    ContextTables(HuffmanCode[] perContext) {
        symbols = perContext[0].size();
        codes = new int[perContext.length * symbols];
        lengths = new int[perContext.length * symbols];
        decode = new short[perContext.length << HuffmanCode.MAX_LENGTH];
        for (int ctx = 0; ctx < perContext.length; ctx++) {
            for (int s = 0; s < symbols; s++) {
                codes[ctx * symbols + s] = perContext[ctx].code(s);
                lengths[ctx * symbols + s] = perContext[ctx].length(s);
            }
            System.arraycopy(perContext[ctx].table(), 0, decode, ctx << HuffmanCode.MAX_LENGTH,
                    1 << HuffmanCode.MAX_LENGTH);
        }
    }
}
