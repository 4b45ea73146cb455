package org.snapwear.codec.codecs;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
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
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

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

    /**
     * Encodes the chunk with i heading bits. The bit packing is inlined with local variables (a 64-bit accumulator
     * flushed with one unaligned 8-byte store per element) because this loop is the codec's whole cost.
     */
    public static byte[] encode(ChunkInput in, int i) {
        ByteBuffer c = in.current();
        ByteBuffer p = in.previous();
        int n = in.chunk().elementCount();
        int maxc = (1 << i) - 1;
        int w = in.chunk().dtype().byteSize() == 4 ? 32 : 16;
        byte[] buf = new byte[(int) (((long) n * (w + i) + 7) / 8) + 16];
        int pos = 0;
        long acc = 0;
        int bits = 0;
        if (w == 32) {
            for (int k = 0; k < n; k++) {
                int x = c.getInt(k << 2) ^ (p == null ? 0 : p.getInt(k << 2));
                int cc = Math.min(maxc, Integer.numberOfLeadingZeros(x));
                long a = acc | ((x & 0xffffffffL) << i | cc) << bits;
                int nb = bits + 32 + i - cc; // <= 7 + 37 bits: at most 5 whole bytes, so the shift below is < 64
                LONG.set(buf, pos, a);
                int bytes = nb >>> 3;
                pos += bytes;
                acc = a >>> (bytes << 3);
                bits = nb & 7;
            }
        } else {
            for (int k = 0; k < n; k++) {
                int x = (c.getShort(k << 1) ^ (p == null ? 0 : p.getShort(k << 1))) & 0xffff;
                int cc = Math.min(maxc, Integer.numberOfLeadingZeros(x) - 16);
                long a = acc | ((long) x << i | cc) << bits;
                int nb = bits + 16 + i - cc;
                LONG.set(buf, pos, a);
                int bytes = nb >>> 3;
                pos += bytes;
                acc = a >>> (bytes << 3);
                bits = nb & 7;
            }
        }
        if (bits > 0) {
            LONG.set(buf, pos, acc);
            pos++;
        }
        return Arrays.copyOf(buf, pos);
    }

    /** Decodes a chunk encoded with i heading bits into out (bit reading inlined, see {@link #encode}). */
    public static void decode(ChunkInput in, ByteBuffer encoded, ByteBuffer out, int i) throws IOException {
        int len = encoded.remaining();
        byte[] buf = new byte[len + 16];
        encoded.get(encoded.position(), buf, 0, len);
        ByteBuffer p = in.previous();
        int n = in.chunk().elementCount();
        long maxc = (1L << i) - 1;
        long bitPos = 0;
        long limit = (long) len * 8;
        if (in.chunk().dtype().byteSize() == 4) {
            for (int k = 0; k < n; k++) {
                if (bitPos > limit) {
                    throw new IOException("bit stream truncated at element " + k);
                }
                long v = (long) LONG.get(buf, (int) (bitPos >>> 3)) >>> (bitPos & 7);
                int cc = (int) (v & maxc);
                int rem = 32 - cc;
                int x = (int) ((v >>> i) & ((1L << rem) - 1));
                bitPos += i + rem;
                out.putInt(k << 2, p == null ? x : x ^ p.getInt(k << 2));
            }
        } else {
            for (int k = 0; k < n; k++) {
                if (bitPos > limit) {
                    throw new IOException("bit stream truncated at element " + k);
                }
                long v = (long) LONG.get(buf, (int) (bitPos >>> 3)) >>> (bitPos & 7);
                int cc = (int) (v & maxc);
                int rem = 16 - cc;
                if (rem < 0) {
                    throw new IOException("heading-zero count " + cc + " exceeds 16 at element " + k);
                }
                int x = (int) ((v >>> i) & ((1L << rem) - 1));
                bitPos += i + rem;
                out.putShort(k << 1, (short) (p == null ? x : x ^ p.getShort(k << 1)));
            }
        }
        long bytesUsed = (bitPos + 7) >>> 3;
        if (bytesUsed != len) {
            throw new IOException(bytesUsed > len ? "bit stream truncated: " + bytesUsed + " bytes needed, " + len
                    + " present" : (len - bytesUsed) + " unexpected bytes after the bit stream");
        }
    }
}
