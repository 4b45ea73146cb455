package org.snapwear.codec.codecs;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.ShortBuffer;
import java.util.Arrays;
import org.snapwear.codec.internal.bits.HuffmanCode;
import org.snapwear.trace.tensor.DType;

/**
 * The {@code predictive} codec's residual coder for bf16 and fp16 delta chunks: the 16-bit counterpart of
 * {@link Residuals32} (17 leading-zero symbols, 16-bit zigzag residuals, the same bit layout as before it was split
 * out). Snapshots are read in bulk-copied short blocks, the predictions (float arithmetic for the linear one) are
 * computed a block at a time off the bit packing's serial chain, and the bit position and accumulator are local.
 */
final class Residuals16 {
    private static final int BLOCK = Residuals32.BLOCK;
    private static final ThreadLocal<short[][]> SHORTS = ThreadLocal.withInitial(() -> new short[3][BLOCK]);
    private static final ThreadLocal<int[]> PREDICTIONS = ThreadLocal.withInitial(() -> new int[BLOCK]);
    /** Per-thread output buffer of the encoder, reused from chunk to chunk. */
    private static final ThreadLocal<byte[]> SCRATCH = new ThreadLocal<>();
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private Residuals16() {
    }

    /**
     * Predictions of elements k0 .. k0 + m - 1 into {@code pred} (as unsigned 16-bit values): the previous values,
     * or the linear extrapolation when {@code p2} (the snapshot before) is given.
     */
    private static void predict(DType t, ShortBuffer p, ShortBuffer p2, int k0, int m, short[] ps, short[] p2s,
            int[] pred) {
        p.get(k0, ps, 0, m);
        if (p2 == null) {
            for (int k = 0; k < m; k++) {
                pred[k] = ps[k] & 0xffff;
            }
            return;
        }
        p2.get(k0, p2s, 0, m);
        if (t == DType.BF16) {
            for (int k = 0; k < m; k++) {
                pred[k] = Predictor.predictBf16(Predictor.LINEAR, ps[k] & 0xffff, p2s[k] & 0xffff);
            }
        } else {
            for (int k = 0; k < m; k++) {
                pred[k] = Predictor.predictF16(Predictor.LINEAR, ps[k] & 0xffff, p2s[k] & 0xffff);
            }
        }
    }

    static byte[] encode(long[] table, DType t, int mode, ByteBuffer c, ByteBuffer p, ByteBuffer p2, int n) {
        byte[] buf = SCRATCH.get();
        int need = (int) (((long) n * (HuffmanCode.MAX_LENGTH + 15) + 7) / 8) + 16;
        if (buf == null || buf.length < need) {
            buf = new byte[need];
            SCRATCH.set(buf);
        }
        ShortBuffer cs = shorts(c);
        ShortBuffer ps = shorts(p);
        ShortBuffer p2s = mode == Predictor.PREVIOUS ? null : shorts(p2);
        short[][] blk = SHORTS.get();
        int[] pred = PREDICTIONS.get();
        int row = 0; // ctx * 17
        int pos = 0;
        long acc = 0;
        int bits = 0;
        for (int k0 = 0; k0 < n; k0 += BLOCK) {
            int m = Math.min(BLOCK, n - k0);
            predict(t, ps, p2s, k0, m, blk[1], blk[2], pred);
            short[] cur = blk[0];
            cs.get(k0, cur, 0, m);
            for (int k = 0; k < m; k++) {
                int z = Predictor.zigzag16(cur[k] & 0xffff, pred[k]);
                int lz = Integer.numberOfLeadingZeros(z) - 16;
                long e = table[row + lz];
                // the bits below the leading one (nothing for z = 0 or 1)
                long rest = z & ~(0x8000 >>> lz);
                long a = acc | ((e & 0xffff) | rest << (e >>> 16 & 0xff)) << bits;
                int nb = bits + (int) (e >>> 24); // <= 7 + 12 + 15
                LONG.set(buf, pos, a);
                int bytes = nb >>> 3;
                pos += bytes;
                acc = a >>> (bytes << 3);
                bits = nb & 7;
                row = lz * 17;
            }
        }
        if (bits > 0) {
            LONG.set(buf, pos, acc);
            pos++;
        }
        return Arrays.copyOf(buf, pos);
    }

    static void decode(ContextTables ct, DType t, int mode, PaddedInput in, ByteBuffer p, ByteBuffer p2, int n,
            ByteBuffer out) throws IOException {
        char[] fast = ct.decodeFast;
        byte[] buf = in.array();
        int base = in.base();
        long limit = (long) in.length() * 8;
        // Up to here two residuals (at most 27 bits each) cannot reach past the end: the paired decode below needs
        // no truncation check, so a truncated stream fails at the same element as when every one is checked.
        long safe = limit - 2 * (HuffmanCode.MAX_LENGTH + 15);
        int tmask = (1 << HuffmanCode.MAX_LENGTH) - 1;
        ShortBuffer ps = shorts(p);
        ShortBuffer p2s = mode == Predictor.PREVIOUS ? null : shorts(p2);
        ShortBuffer os = shorts(out);
        short[][] blk = SHORTS.get();
        short[] xs = blk[0];
        int[] pred = PREDICTIONS.get();
        long bitPos = 0;
        int ctx = 0;
        for (int k0 = 0; k0 < n; k0 += BLOCK) {
            int m = Math.min(BLOCK, n - k0);
            predict(t, ps, p2s, k0, m, blk[1], blk[2], pred);
            int k = 0;
            while (k < m) {
                if (bitPos > limit) {
                    // Past the end (only the zero padding left): a truncated stream; stop before reading beyond it.
                    throw new IOException("bit stream truncated at element " + (k0 + k));
                }
                long v = (long) LONG.get(buf, base + (int) (bitPos >>> 3)) >>> (bitPos & 7);
                int e = fast[ctx << ContextTables.FAST_BITS | (int) v & 0xff];
                if (e == 0) {
                    e = ct.fullEntry(ctx, (int) v & tmask, k0 + k);
                }
                int len = e & 15;
                int lz = e >>> 4 & 63;
                int total = e >>> 10;
                long rest = (v >>> len) & ((1L << (total - len)) - 1);
                // the implied leading one (none for z = 0, lz = 16)
                int z = (int) ((1L << 15) >>> lz | rest);
                xs[k] = (short) Predictor.unzigzag16(z, pred[k]);
                bitPos += total;
                ctx = lz;
                k++;
                // The read holds the whole next residual too (at least 64 - 7 - 27 = 30 more bits, a residual is at
                // most 27): decoding it from the same word takes the load off the serial chain for every other one.
                if (k < m && bitPos <= safe) {
                    long w = v >>> total;
                    int e2 = fast[lz << ContextTables.FAST_BITS | (int) w & 0xff];
                    if (e2 != 0) {
                        int len2 = e2 & 15;
                        int lz2 = e2 >>> 4 & 63;
                        int t2 = e2 >>> 10;
                        long rest2 = (w >>> len2) & ((1L << (t2 - len2)) - 1);
                        xs[k] = (short) Predictor.unzigzag16((int) ((1L << 15) >>> lz2 | rest2), pred[k]);
                        bitPos += t2;
                        ctx = lz2;
                        k++;
                    }
                }
            }
            os.put(k0, xs, 0, m);
        }
        in.checkEnd(bitPos);
    }

    /** A 16-bit view of b from index 0 in b's byte order (what b.getShort(k << 1) reads). */
    private static ShortBuffer shorts(ByteBuffer b) {
        return b.duplicate().order(b.order()).position(0).asShortBuffer();
    }
}
