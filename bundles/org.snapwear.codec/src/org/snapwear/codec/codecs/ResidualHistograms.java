package org.snapwear.codec.codecs;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.trace.tensor.DType;

/**
 * The {@code predictive} codec's histogram pass over a delta chunk (half of its encode cost): the context histogram
 * of the residuals' leading-zero counts under both predictors, and their approximate bit costs (the bits up to and
 * including the leading one: {@code sum (w - lz)}), from which {@link PredictiveCodec#prepare} picks a chunk's
 * predictor and builds the codes. The fp32 pass reads the snapshots in bulk-copied int blocks and runs one loop per
 * predictor, without per-element buffer reads or branches, and takes the costs from the histograms afterwards:
 * the same counts and costs as counting element by element.
 */
final class ResidualHistograms {
    private static final int BLOCK = Residuals32.BLOCK;
    private static final ThreadLocal<int[][]> BLOCKS = ThreadLocal.withInitial(() -> new int[3][BLOCK]);

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
        ByteBuffer c = in.current();
        ByteBuffer p = in.previous();
        ByteBuffer pp = in.beforePrevious();
        DType t = in.chunk().dtype();
        int n = in.chunk().elementCount();
        int ctx0 = 0;
        int ctx1 = 0;
        for (int k = 0; k < n; k++) {
            int cur = c.getShort(k << 1) & 0xffff;
            int p1 = p.getShort(k << 1) & 0xffff;
            int lz0 = Integer.numberOfLeadingZeros(Predictor.zigzag16(cur, p1)) - 16;
            hist[0][ctx0 * 17 + lz0]++;
            cost[0] += 16 - lz0;
            ctx0 = lz0;
            if (pp != null) {
                int p2 = pp.getShort(k << 1) & 0xffff;
                int pred = t == DType.BF16 ? Predictor.predictBf16(Predictor.LINEAR, p1, p2)
                        : Predictor.predictF16(Predictor.LINEAR, p1, p2);
                int lz1 = Integer.numberOfLeadingZeros(Predictor.zigzag16(cur, pred)) - 16;
                hist[1][ctx1 * 17 + lz1]++;
                cost[1] += 16 - lz1;
                ctx1 = lz1;
            }
        }
    }

    /** A 32-bit view of b from index 0 in b's byte order (what b.getInt(k << 2) reads). */
    private static IntBuffer ints(ByteBuffer b) {
        return b.duplicate().order(b.order()).position(0).asIntBuffer();
    }
}
