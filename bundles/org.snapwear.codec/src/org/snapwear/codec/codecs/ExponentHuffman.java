package org.snapwear.codec.codecs;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.internal.bits.BitReader;
import org.snapwear.codec.internal.bits.BitWriter;
import org.snapwear.codec.internal.bits.HuffmanCode;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.trace.tensor.DType;

/**
 * Sec. 3.3.2 baseline coding: each value is written as the Huffman code of its exponent field followed by its sign
 * and mantissa bits raw (1 + 23 bits for fp32, 1 + 7 for bf16, 1 + 10 for fp16).
 */
final class ExponentHuffman {
    private ExponentHuffman() {
    }

    static int alphabet(DType t) {
        return 1 << t.exponentBits();
    }

    static void histogram(ChunkInput in, long[] hist) {
        DType t = in.chunk().dtype();
        ByteBuffer c = in.current();
        int n = in.chunk().elementCount();
        int mant = t.mantissaBits();
        int emask = (1 << t.exponentBits()) - 1;
        if (t.byteSize() == 4) {
            for (int k = 0; k < n; k++) {
                hist[(c.getInt(k << 2) >>> mant) & emask]++;
            }
        } else {
            for (int k = 0; k < n; k++) {
                hist[(c.getShort(k << 1) >>> mant) & emask]++;
            }
        }
    }

    static byte[] encode(ChunkInput in, HuffmanCode code) {
        DType t = in.chunk().dtype();
        ByteBuffer c = in.current();
        int n = in.chunk().elementCount();
        int mant = t.mantissaBits();
        int emask = (1 << t.exponentBits()) - 1;
        int restBits = 1 + mant;
        long mmask = (1L << mant) - 1;
        BitWriter w = new BitWriter((long) n * (HuffmanCode.MAX_LENGTH + restBits));
        for (int k = 0; k < n; k++) {
            int v = t.byteSize() == 4 ? c.getInt(k << 2) : c.getShort(k << 1) & 0xffff;
            int e = (v >>> mant) & emask;
            long rest = (v & mmask) | ((long) (v >>> (t.bitSize() - 1)) & 1) << mant;
            int len = code.length(e);
            w.write(code.code(e) | rest << len, len + restBits);
        }
        return w.toByteArray();
    }

    static void decode(ChunkInput in, ByteBuffer encoded, ByteBuffer out, HuffmanCode code) throws IOException {
        DType t = in.chunk().dtype();
        int n = in.chunk().elementCount();
        int mant = t.mantissaBits();
        int restBits = 1 + mant;
        long mmask = (1L << mant) - 1;
        int signShift = t.bitSize() - 1;
        short[] table = code.table();
        int tmask = (1 << HuffmanCode.MAX_LENGTH) - 1;
        BitReader r = new BitReader(encoded);
        for (int k = 0; k < n; k++) {
            long v = r.peek();
            int e = table[(int) (v & tmask)];
            int len = e & 15;
            if (len == 0) {
                throw new IOException("invalid exponent code at element " + k);
            }
            long rest = v >>> len;
            int value = (int) (rest & mmask) | (e >>> 4) << mant | (int) ((rest >>> mant) & 1) << signShift;
            r.skip(len + restBits);
            if (t.byteSize() == 4) {
                out.putInt(k << 2, value);
            } else {
                out.putShort(k << 1, (short) value);
            }
        }
        r.checkEnd();
    }
}
