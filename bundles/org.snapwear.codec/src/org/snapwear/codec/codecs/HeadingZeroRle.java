package org.snapwear.codec.codecs;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.internal.bits.BitReader;
import org.snapwear.codec.internal.bits.BitWriter;
import org.snapwear.codec.spi.ChunkInput;

/**
 * The paper's heading-zero RLE with i heading bits (Sec. 3.1, Algorithm 1). Each element's XOR delta x (w = 32 bits
 * for fp32, 16 for fp16/bf16; x = the value itself for a baseline) becomes an i-bit count c = min(2^i - 1, lz(x))
 * followed by the low w - c bits of x: exactly w + i - min(2^i - 1, lz(x)) bits, Algorithm 1's per-parameter cost.
 * Bits are packed LSB-first (count in the low bits of the token, then the value); a chunk's payload is its bit
 * total rounded up to whole bytes.
 */
public final class HeadingZeroRle {
    /** Largest i Algorithm 1 tries. */
    public static final int MAX_HEADING_BITS = 5;

    private HeadingZeroRle() {
    }

    /** Adds the leading-zero counts of the chunk's XOR deltas to {@code hist} (size >= w + 1). */
    public static void histogram(ChunkInput in, long[] hist) {
        ByteBuffer c = in.current();
        ByteBuffer p = in.previous();
        int n = in.chunk().elementCount();
        if (in.chunk().dtype().byteSize() == 4) {
            for (int k = 0; k < n; k++) {
                int x = c.getInt(k << 2) ^ (p == null ? 0 : p.getInt(k << 2));
                hist[Integer.numberOfLeadingZeros(x)]++;
            }
        } else {
            for (int k = 0; k < n; k++) {
                int x = (c.getShort(k << 1) ^ (p == null ? 0 : p.getShort(k << 1))) & 0xffff;
                hist[Integer.numberOfLeadingZeros(x) - 16]++;
            }
        }
    }

    /** Algorithm 1's size_i in bits: sum over elements of w + i - min(2^i - 1, lz). */
    public static long sizeBits(long[] hist, int width, int i) {
        long max = (1L << i) - 1;
        long bits = 0;
        for (int lz = 0; lz <= width; lz++) {
            bits += hist[lz] * (width + i - Math.min(max, lz));
        }
        return bits;
    }

    /** Algorithm 1: the i in 0..5 with the smallest size_i (the smallest such i on ties). */
    public static int chooseHeadingBits(long[] hist, int width) {
        int best = 0;
        long bestBits = Long.MAX_VALUE;
        for (int i = 0; i <= MAX_HEADING_BITS; i++) {
            long b = sizeBits(hist, width, i);
            if (b < bestBits) {
                bestBits = b;
                best = i;
            }
        }
        return best;
    }

    /** Encodes the chunk with i heading bits. */
    public static byte[] encode(ChunkInput in, int i) {
        ByteBuffer c = in.current();
        ByteBuffer p = in.previous();
        int n = in.chunk().elementCount();
        int maxc = (1 << i) - 1;
        if (in.chunk().dtype().byteSize() == 4) {
            BitWriter w = new BitWriter((long) n * (32 + i));
            if (p == null) {
                for (int k = 0; k < n; k++) {
                    int x = c.getInt(k << 2);
                    int cc = Math.min(maxc, Integer.numberOfLeadingZeros(x));
                    w.write((x & 0xffffffffL) << i | cc, 32 + i - cc);
                }
            } else {
                for (int k = 0; k < n; k++) {
                    int x = c.getInt(k << 2) ^ p.getInt(k << 2);
                    int cc = Math.min(maxc, Integer.numberOfLeadingZeros(x));
                    w.write((x & 0xffffffffL) << i | cc, 32 + i - cc);
                }
            }
            return w.toByteArray();
        }
        BitWriter w = new BitWriter((long) n * (16 + i));
        for (int k = 0; k < n; k++) {
            int x = (c.getShort(k << 1) ^ (p == null ? 0 : p.getShort(k << 1))) & 0xffff;
            int cc = Math.min(maxc, Integer.numberOfLeadingZeros(x) - 16);
            w.write((long) x << i | cc, 16 + i - cc);
        }
        return w.toByteArray();
    }

    /** Decodes a chunk encoded with i heading bits into out. */
    public static void decode(ChunkInput in, ByteBuffer encoded, ByteBuffer out, int i) throws IOException {
        BitReader r = new BitReader(encoded);
        ByteBuffer p = in.previous();
        int n = in.chunk().elementCount();
        long maxc = (1L << i) - 1;
        if (in.chunk().dtype().byteSize() == 4) {
            for (int k = 0; k < n; k++) {
                long v = r.peek();
                int cc = (int) (v & maxc);
                int rem = 32 - cc;
                int x = (int) ((v >>> i) & ((1L << rem) - 1));
                r.skip(i + rem);
                out.putInt(k << 2, p == null ? x : x ^ p.getInt(k << 2));
            }
        } else {
            for (int k = 0; k < n; k++) {
                long v = r.peek();
                int cc = (int) (v & maxc);
                int rem = 16 - cc;
                if (rem < 0) {
                    throw new IOException("heading-zero count " + cc + " exceeds 16 at element " + k);
                }
                int x = (int) ((v >>> i) & ((1L << rem) - 1));
                r.skip(i + rem);
                out.putShort(k << 1, (short) (p == null ? x : x ^ p.getShort(k << 1)));
            }
        }
        r.checkEnd();
    }
}
