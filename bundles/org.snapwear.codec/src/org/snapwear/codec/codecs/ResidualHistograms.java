package org.snapwear.codec.codecs;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.nio.ShortBuffer;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.trace.tensor.DType;

/**
 * The {@code predictive} codec's histogram pass over a delta chunk (half of its encode cost): the context histogram
 * of the residuals' leading-zero counts under both predictors, and their approximate bit costs (the bits up to and
 * including the leading one: {@code sum (w - lz)}), from which {@link PredictiveCodec#prepare} picks a chunk's
 * predictor and builds the codes. Both passes (fp32; bf16 and fp16) read the snapshots in bulk-copied int or short
 * blocks and run one loop per predictor, without per-element buffer reads or branches, and take the costs from the
 * histograms afterwards: the same counts and costs as counting element by element.
 */
final class ResidualHistograms {
    private static final int BLOCK = Residuals32.BLOCK;
    private static final ThreadLocal<int[][]> BLOCKS = ThreadLocal.withInitial(() -> new int[3][BLOCK]);
    private static final ThreadLocal<short[][]> SHORTS = ThreadLocal.withInitial(() -> new short[3][BLOCK]);
    private static final ThreadLocal<int[]> PREDICTIONS = ThreadLocal.withInitial(() -> new int[BLOCK]);

    private ResidualHistograms() {
    }

    /**
     * Adds the residuals of {@code in} to {@code hist[0]} (predictor previous) and, when the chunk has a second
     * reference, {@code hist[1]} (linear), each indexed by {@code ctx * (w + 1) + lz}; sets {@code cost[0]} and
     * {@code cost[1]} (0 without a second reference).
     */
    static void of(ChunkInput in, long[][] hist, long[] cost) {
        DType t = in.chunk().dtype();
        if (t.byteSize() == 4) {
            of32(in, hist, cost);
        } else {
            of16(in, hist, cost);
        }
    }

    private static void of32(ChunkInput in, long[][] hist, long[] cost) {
        IntBuffer ci = ints(in.current());
        IntBuffer pi = ints(in.previous());
        IntBuffer ppi = in.beforePrevious() == null ? null : ints(in.beforePrevious());
        int n = in.chunk().elementCount();
        int[][] blk = BLOCKS.get();
        int[] cs = blk[0];
        int[] ps = blk[1];
        int[] p2s = blk[2];
        long[] h0 = hist[0];
        long[] h1 = hist[1];
        int row0 = 0; // previous element's lz * 33 (context 0 for the first element)
        int row1 = 0;
        for (int k0 = 0; k0 < n; k0 += BLOCK) {
            int m = Math.min(BLOCK, n - k0);
            ci.get(k0, cs, 0, m);
            pi.get(k0, ps, 0, m);
            row0 = count(cs, ps, m, h0, row0);
            if (ppi != null) {
                ppi.get(k0, p2s, 0, m);
                for (int k = 0; k < m; k++) {
                    p2s[k] = Predictor.predict32(Predictor.LINEAR, ps[k], p2s[k]);
                }
                row1 = count(cs, p2s, m, h1, row1);
            }
        }
        cost[0] = bits(h0, 33);
        cost[1] = ppi == null ? 0 : bits(h1, 33);
    }

    /** Counts the residuals cur[k] - pred[k], k < m, into h by context row; returns the row after the last. */
    private static int count(int[] cur, int[] pred, int m, long[] h, int row) {
        for (int k = 0; k < m; k++) {
            int lz = Integer.numberOfLeadingZeros(Predictor.zigzag32(cur[k] - pred[k]));
            h[row + lz]++;
            row = lz * 33;
        }
        return row;
    }

    /** Sum over the histogram of count x (w - lz), w = symbols - 1. */
    private static long bits(long[] h, int symbols) {
        long c = 0;
        for (int i = 0; i < h.length; i++) {
            c += h[i] * (symbols - 1 - i % symbols);
        }
        return c;
    }

    private static void of16(ChunkInput in, long[][] hist, long[] cost) {
        ShortBuffer cb = shorts(in.current());
        ShortBuffer pb = shorts(in.previous());
        ShortBuffer ppb = in.beforePrevious() == null ? null : shorts(in.beforePrevious());
        boolean bf16 = in.chunk().dtype() == DType.BF16;
        int n = in.chunk().elementCount();
        short[][] blk = SHORTS.get();
        short[] cs = blk[0];
        short[] ps = blk[1];
        short[] p2s = blk[2];
        int[] pred = PREDICTIONS.get();
        long[] h0 = hist[0];
        long[] h1 = hist[1];
        int row0 = 0; // previous element's lz * 17
        int row1 = 0;
        for (int k0 = 0; k0 < n; k0 += BLOCK) {
            int m = Math.min(BLOCK, n - k0);
            cb.get(k0, cs, 0, m);
            pb.get(k0, ps, 0, m);
            for (int k = 0; k < m; k++) {
                int lz = Integer.numberOfLeadingZeros(Predictor.zigzag16(cs[k] & 0xffff, ps[k] & 0xffff)) - 16;
                h0[row0 + lz]++;
                row0 = lz * 17;
            }
            if (ppb != null) {
                ppb.get(k0, p2s, 0, m);
                if (bf16) {
                    for (int k = 0; k < m; k++) {
                        pred[k] = Predictor.predictBf16(Predictor.LINEAR, ps[k] & 0xffff, p2s[k] & 0xffff);
                    }
                } else {
                    for (int k = 0; k < m; k++) {
                        pred[k] = Predictor.predictF16(Predictor.LINEAR, ps[k] & 0xffff, p2s[k] & 0xffff);
                    }
                }
                for (int k = 0; k < m; k++) {
                    int lz = Integer.numberOfLeadingZeros(Predictor.zigzag16(cs[k] & 0xffff, pred[k])) - 16;
                    h1[row1 + lz]++;
                    row1 = lz * 17;
                }
            }
        }
        cost[0] = bits(h0, 17);
        cost[1] = ppb == null ? 0 : bits(h1, 17);
    }

    /** A 16-bit view of b from index 0 in b's byte order (what b.getShort(k << 1) reads). */
    private static ShortBuffer shorts(ByteBuffer b) {
        return b.duplicate().order(b.order()).position(0).asShortBuffer();
    }

    /** A 32-bit view of b from index 0 in b's byte order (what b.getInt(k << 2) reads). */
    private static IntBuffer ints(ByteBuffer b) {
        return b.duplicate().order(b.order()).position(0).asIntBuffer();
    }
}
