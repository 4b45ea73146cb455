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
 * and mantissa bits raw (1 + 23 bits for fp32, 1 + 7 for bf16, 1 + 10 for fp16, 1 + 3 for fp8 e4m3, 1 + 2 for fp8
 * e5m2). Only the field widths differ between dtypes; every bit pattern (NaN payloads, infinities, -0.0,
 * denormals) is just an exponent field and the bits around it, so nothing is special-cased.
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
        } else if (t.byteSize() == 2) {
            for (int k = 0; k < n; k++) {
                hist[(c.getShort(k << 1) >>> mant) & emask]++;
            }
        } else {
            for (int k = 0; k < n; k++) {
                hist[(c.get(k) >>> mant) & emask]++;
            }
        }
    }

    /** Element k as an unsigned bit pattern of the dtype's width (4, 2 or 1 bytes). */
    private static int load(ByteBuffer c, int width, int k) {
        switch (width) {
            case 4: return c.getInt(k << 2);
            case 2: return c.getShort(k << 1) & 0xffff;
            case 1: return c.get(k) & 0xff;
            default: throw new IllegalArgumentException("no exponent coding for " + width + "-byte elements");
        }
    }

    private static void store(ByteBuffer out, int width, int k, int value) {
        switch (width) {
            case 4: out.putInt(k << 2, value); break;
            case 2: out.putShort(k << 1, (short) value); break;
            case 1: out.put(k, (byte) value); break;
            default: throw new IllegalArgumentException("no exponent coding for " + width + "-byte elements");
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
        int width = t.byteSize();
        BitWriter w = new BitWriter((long) n * (HuffmanCode.MAX_LENGTH + restBits));
        for (int k = 0; k < n; k++) {
            int v = load(c, width, k);
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
        int width = t.byteSize();
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
            store(out, width, k, value);
        }
        r.checkEnd();
    }
}
