package org.snapwear.codec.codecs;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import java.util.Arrays;
import org.snapwear.codec.internal.bits.HuffmanCode;

/**
 * The {@code predictive} codec's residual coder for fp32 delta chunks: zigzag residuals against the chosen
 * prediction, each written as its context's Huffman code for the leading-zero count followed by the bits below the
 * leading one, LSB first. These loops are the codec's cost, so the bit packing and reading are inlined with local
 * variables and the snapshots are read in bulk-copied int blocks.
 */
final class Residuals32 {
    /** Elements per block (three int arrays of it stay in L1). */
    static final int BLOCK = 2048;
    private static final ThreadLocal<int[][]> BLOCKS = ThreadLocal.withInitial(() -> new int[3][BLOCK]);
    /** Per-thread output buffer of the encoder, reused from chunk to chunk. */
    private static final ThreadLocal<byte[]> SCRATCH = new ThreadLocal<>();
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private Residuals32() {
    }

    /**
     * The fp32 delta encoder, the codec's hottest loop. The bit packing is inlined with local variables (as in
     * {@link HeadingZeroRle}) instead of going through a {@code BitWriter}'s fields, the linear predictions are
     * computed in a loop of their own, and one table load gives code, code length and total length. Same bits as
     * {@code BitWriter.write(code | rest << len, len + restBits)}; faster than that loop in every alternating A/B
     * round, by 8-23% in the last three (docs/benchmarks/codec.md).
     */
    static byte[] encode(long[] table, int mode, ByteBuffer c, ByteBuffer p, ByteBuffer p2, int n) {
        byte[] buf = SCRATCH.get();
        int need = (int) (((long) n * (HuffmanCode.MAX_LENGTH + 31) + 7) / 8) + 16;
        if (buf == null || buf.length < need) {
            buf = new byte[need];
            SCRATCH.set(buf);
        }
        // Elements are copied block by block into int arrays (bulk copies) and the loop reads the arrays:
        // per-element ByteBuffer gets cost a bounds and scope check each.
        IntBuffer ci = ints(c);
        IntBuffer pi = ints(p);
        IntBuffer p2i = mode == Predictor.PREVIOUS ? null : ints(p2);
        int[][] blk = BLOCKS.get();
        int[] cs = blk[0];
        int[] ps = blk[1];
        int[] p2s = blk[2];
        int row = 0; // ctx * 33: the previous element's leading-zero count selects the code table
        int pos = 0;
        long acc = 0;
        int bits = 0;
        for (int k0 = 0; k0 < n; k0 += BLOCK) {
            int m = Math.min(BLOCK, n - k0);
            ci.get(k0, cs, 0, m);
            pi.get(k0, ps, 0, m);
            if (p2i != null) {
                p2i.get(k0, p2s, 0, m);
                for (int k = 0; k < m; k++) {
                    ps[k] = Predictor.predict32(Predictor.LINEAR, ps[k], p2s[k]);
                }
            }
            for (int k = 0; k < m; k++) {
                int z = Predictor.zigzag32(cs[k] - ps[k]);
                int lz = Integer.numberOfLeadingZeros(z);
                long e = table[row + lz];
                // the bits below the leading one (z's top bit when lz = 0; nothing for z = 0 or 1)
                long rest = z & ~(Integer.MIN_VALUE >>> lz);
                long a = acc | ((e & 0xffff) | rest << (e >>> 16 & 0xff)) << bits;
                int nb = bits + (int) (e >>> 24); // <= 7 + 12 + 31: at most 6 whole bytes
                LONG.set(buf, pos, a);
                int bytes = nb >>> 3;
                pos += bytes;
                acc = a >>> (bytes << 3);
                bits = nb & 7;
                row = lz * 33;
            }
        }
        if (bits > 0) {
            LONG.set(buf, pos, acc);
            pos++;
        }
        return Arrays.copyOf(buf, pos);
    }

    /**
     * The fp32 delta decoder. Its speed is set by the serial chain from one residual's bit position to the next:
     * load the next bits, look up the code, add the residual's length. The lookup goes to the 8-bit first-level
     * table (in L1; the full 12-bit table is 270 KB), which also gives the total length, and the bit position
     * lives in a local variable; predictions are computed block by block off the chain.
     */
    static void decode(ContextTables ct, int mode, PaddedInput in, ByteBuffer p, ByteBuffer p2, int n,
            ByteBuffer out) throws IOException {
        char[] fast = ct.decodeFast;
        byte[] buf = in.array();
        int base = in.base();
        long limit = (long) in.length() * 8;
        // Up to here a residual (at most 43 bits) and the next one's code cannot reach past the end: the paired read
        // below needs no truncation check.
        long safe = limit - 2 * (HuffmanCode.MAX_LENGTH + 31);
        int tmask = (1 << HuffmanCode.MAX_LENGTH) - 1;
        IntBuffer pi = ints(p);
        IntBuffer p2i = mode == Predictor.PREVIOUS ? null : ints(p2);
        IntBuffer oi = ints(out);
        int[][] blk = BLOCKS.get();
        int[] ps = blk[0];
        int[] p2s = blk[1];
        int[] xs = blk[2];
        long bitPos = 0;
        int ctx = 0;
        for (int k0 = 0; k0 < n; k0 += BLOCK) {
            int m = Math.min(BLOCK, n - k0);
            pi.get(k0, ps, 0, m);
            if (p2i != null) {
                p2i.get(k0, p2s, 0, m);
                for (int k = 0; k < m; k++) {
                    ps[k] = Predictor.predict32(Predictor.LINEAR, ps[k], p2s[k]);
                }
            }
            int k = 0;
            while (k < m) {
                if (bitPos > limit) {
                    // Past the end (only the zero padding left): a truncated stream; stop before reading beyond it.
                    throw new IOException("bit stream truncated at element " + (k0 + k));
                }
                long v = (long) LONG.get(buf, base + (int) (bitPos >>> 3)) >>> (bitPos & 7);
                int e1 = fast[ctx << ContextTables.FAST_BITS | (int) v & 0xff];
                if (e1 == 0) {
                    e1 = ct.fullEntry(ctx, (int) v & tmask, k0 + k);
                }
                int len1 = e1 & 15;
                int lz1 = e1 >>> 4 & 63;
                int t1 = e1 >>> 10;
                long rest1 = (v >>> len1) & ((1L << (t1 - len1)) - 1);
                // the implied leading one (none for z = 0, lz = 32: the long shift by 32 gives 0)
                xs[k] = ps[k] + Predictor.unzigzag32((int) ((1L << 31) >>> lz1 | rest1));
                long next = bitPos + t1;
                bitPos = next;
                ctx = lz1;
                k++;
                // The same read holds the next residual's code (at least 64 - 7 - 43 = 14 more bits): looking it
                // up here puts one read, not two, on the serial chain per pair of residuals.
                if (k < m && bitPos <= safe) {
                    int e2 = fast[lz1 << ContextTables.FAST_BITS | (int) (v >>> t1) & 0xff];
                    if (e2 != 0) {
                        long w = (long) LONG.get(buf, base + (int) (next >>> 3)) >>> (next & 7);
                        int len2 = e2 & 15;
                        int lz2 = e2 >>> 4 & 63;
                        int t2 = e2 >>> 10;
                        long rest2 = (w >>> len2) & ((1L << (t2 - len2)) - 1);
                        xs[k] = ps[k] + Predictor.unzigzag32((int) ((1L << 31) >>> lz2 | rest2));
                        bitPos = next + t2;
                        ctx = lz2;
                        k++;
                    }
                }
            }
            oi.put(k0, xs, 0, m);
        }
        in.checkEnd(bitPos);
    }

    /** A 32-bit view of b from index 0 in b's byte order (what b.getInt(k << 2) reads). */
    private static IntBuffer ints(ByteBuffer b) {
        return b.duplicate().order(b.order()).position(0).asIntBuffer();
    }
}
