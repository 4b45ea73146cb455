package org.snapwear.codec.codecs;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import java.util.Arrays;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.trace.tensor.DType;

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
    /** Elements per block copied into an int[] for the 32-bit loops (fits in L1 together with its reference). */
    private static final int BLOCK = 2048;
    private static final ThreadLocal<byte[]> SCRATCH = ThreadLocal.withInitial(() -> new byte[0]);

    private HeadingZeroRle() {
    }

    /**
     * The dtypes the heading-zero codecs take: the 32- and 16-bit floats the paper's RLE is about, with one i per
     * width in {@link DynRleParams}. Declined (stores send them to their fallback codec): fp8, whose elements would
     * pay the i-bit count each to save at most 8 bits; fp64 and int64, which would need a third width in the
     * parameters; and integer and bool tensors, which the byte-plane fallback suits (int32/int16 would round-trip
     * through the 32/16-bit loops, but whether RLE beats the fallback on them has not been measured).
     */
    public static boolean supports(DType t) {
        return t == DType.F32 || t == DType.F16 || t == DType.BF16;
    }

    /**
     * Adds the leading-zero counts of the chunk's XOR deltas to {@code hist} (size >= w + 1). A plain getInt loop:
     * measured faster than bulk copies into blocks with several partial histograms (the JIT handles this loop
     * well, the copies cost more than the increments they decouple).
     */
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
     * flushed with one unaligned 8-byte store per element, or per pair of fp32 elements when both fit) because this
     * loop is the codec's whole cost.
     */
    public static byte[] encode(ChunkInput in, int i) {
        ByteBuffer c = in.current();
        ByteBuffer p = in.previous();
        int n = in.chunk().elementCount();
        int maxc = (1 << i) - 1;
        int w = in.chunk().dtype().byteSize() == 4 ? 32 : 16;
        byte[] buf = scratch((int) (((long) n * (w + i) + 7) / 8) + 16);
        int pos = 0;
        long acc = 0;
        int bits = 0;
        if (w == 32) {
            IntBuffer ci = ints(c);
            IntBuffer pi = p == null ? null : ints(p);
            int[] xs = new int[Math.min(n, BLOCK)];
            int[] ys = new int[xs.length]; // stays zero for a baseline
            int wi = 32 + i;
            // min(2^i - 1, lz(x)) = lz(x | sentinel) with the sentinel bit at 31 - (2^i - 1): one OR instead of a
            // compare and a conditional move per element (x = 0 gives 31 for i = 5, as the min does).
            int sentinel = 1 << (31 - maxc);
            for (int k0 = 0; k0 < n; k0 += BLOCK) {
                int m = Math.min(BLOCK, n - k0);
                ci.get(k0, xs, 0, m);
                if (pi != null) {
                    pi.get(k0, ys, 0, m);
                }
                int k = 0;
                for (; k + 2 <= m; k += 2) {
                    // Two elements per step: one combined store when the pair and the pending bits fit in 63 bits.
                    int xa = xs[k] ^ ys[k];
                    int xb = xs[k + 1] ^ ys[k + 1];
                    int ca = Integer.numberOfLeadingZeros(xa | sentinel);
                    int cb = Integer.numberOfLeadingZeros(xb | sentinel);
                    long ta = (xa & 0xffffffffL) << i | ca;
                    long tb = (xb & 0xffffffffL) << i | cb;
                    int sa = bits + wi - ca; // <= 44
                    int nb = sa + wi - cb;
                    if (nb < 64) {
                        long a = acc | ta << bits | tb << sa;
                        LONG.set(buf, pos, a);
                        int bytes = nb >>> 3;
                        pos += bytes;
                        acc = a >>> (bytes << 3);
                        bits = nb & 7;
                    } else {
                        long a = acc | ta << bits;
                        LONG.set(buf, pos, a);
                        int bytes = sa >>> 3;
                        pos += bytes;
                        a = a >>> (bytes << 3) | tb << (sa & 7);
                        nb = (sa & 7) + wi - cb;
                        LONG.set(buf, pos, a);
                        bytes = nb >>> 3;
                        pos += bytes;
                        acc = a >>> (bytes << 3);
                        bits = nb & 7;
                    }
                }
                for (; k < m; k++) {
                    int x = xs[k] ^ ys[k];
                    int cc = Integer.numberOfLeadingZeros(x | sentinel);
                    long a = acc | ((x & 0xffffffffL) << i | cc) << bits;
                    int nb = bits + wi - cc; // <= 7 + 37 bits: at most 5 whole bytes, so the shift below is < 64
                    LONG.set(buf, pos, a);
                    int bytes = nb >>> 3;
                    pos += bytes;
                    acc = a >>> (bytes << 3);
                    bits = nb & 7;
                }
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

    /**
     * A per-thread output buffer of at least {@code size} bytes: its old contents do not matter, since every
     * byte up to the returned length is stored before it is copied out, and reusing it saves zeroing a fresh
     * chunk-sized array per chunk.
     */
    private static byte[] scratch(int size) {
        byte[] b = SCRATCH.get();
        if (b.length < size) {
            b = new byte[size];
            SCRATCH.set(b);
        }
        return b;
    }

    /** Decodes a chunk encoded with i heading bits into out (bit reading inlined, see {@link #encode}). */
    public static void decode(ChunkInput in, ByteBuffer encoded, ByteBuffer out, int i) throws IOException {
        PaddedInput padded = PaddedInput.of(encoded); // in place when ContainerReader left it padded, no copy
        int len = padded.length();
        byte[] buf = padded.array();
        int base = padded.base();
        ByteBuffer p = in.previous();
        int n = in.chunk().elementCount();
        long maxc = (1L << i) - 1;
        long bitPos = 0;
        long limit = (long) len * 8;
        if (in.chunk().dtype().byteSize() == 4) {
            IntBuffer oi = ints(out);
            IntBuffer pi = p == null ? null : ints(p);
            int[] xs = new int[Math.min(n, BLOCK)];
            int[] ys = p == null ? null : new int[xs.length];
            // While bitPos + 7 * (32 + i) <= limit, none of the next 8 elements can start past the limit (each
            // takes at most 32 + i bits), so the per-element truncation check is done once per 8 elements.
            int wi = 32 + i;
            long safe = limit - 7L * wi;
            int mi = (int) maxc;
            for (int k0 = 0; k0 < n; k0 += BLOCK) {
                int m = Math.min(BLOCK, n - k0);
                int k = 0;
                for (; k + 8 <= m && bitPos <= safe; k += 8) {
                    // Pairs: the 57+ bits of one read hold the first element (<= 37 bits) and the second's count,
                    // so the serial bitPos chain takes one read per two elements.
                    for (int u = 0; u < 8; u += 2) {
                        long v = (long) LONG.get(buf, base + (int) (bitPos >>> 3)) >>> (bitPos & 7);
                        int c1 = (int) v & mi;
                        int l1 = wi - c1;
                        int c2 = (int) (v >>> l1) & mi;
                        long p2 = bitPos + l1;
                        bitPos = p2 + wi - c2;
                        xs[k + u] = (int) ((v >>> i) & (-1L >>> (32 + c1)));
                        long v2 = (long) LONG.get(buf, base + (int) (p2 >>> 3)) >>> (p2 & 7);
                        xs[k + u + 1] = (int) ((v2 >>> i) & (-1L >>> (32 + c2)));
                    }
                }
                for (; k < m; k++) {
                    if (bitPos > limit) {
                        throw new IOException("bit stream truncated at element " + (k0 + k));
                    }
                    long v = (long) LONG.get(buf, base + (int) (bitPos >>> 3)) >>> (bitPos & 7);
                    int cc = (int) v & mi;
                    int rem = 32 - cc;
                    xs[k] = (int) ((v >>> i) & (-1L >>> (32 + cc)));
                    bitPos += i + rem;
                }
                if (pi != null) {
                    pi.get(k0, ys, 0, m);
                    for (int j = 0; j < m; j++) {
                        xs[j] ^= ys[j];
                    }
                }
                oi.put(k0, xs, 0, m);
            }
        } else {
            for (int k = 0; k < n; k++) {
                if (bitPos > limit) {
                    throw new IOException("bit stream truncated at element " + k);
                }
                long v = (long) LONG.get(buf, base + (int) (bitPos >>> 3)) >>> (bitPos & 7);
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

    /** A 32-bit view of b from index 0 in b's byte order (what b.getInt(k << 2) reads). */
    private static IntBuffer ints(ByteBuffer b) {
        return b.duplicate().order(b.order()).position(0).asIntBuffer();
    }
}
