package org.snapwear.trace.tests.bench;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Random;

import org.snapwear.trace.stats.ExponentHistograms;
import org.snapwear.trace.stats.PairComparator;
import org.snapwear.trace.stats.PairStatistics;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Throughput of the pair statistics and exponent histograms on two 128 MB fp32 snapshots in direct buffers
 * (like memory-mapped safetensors), against System.arraycopy of the same bytes in the same run.
 * Usage: java ... StatsBenchmark [millionFloats]
 */
public final class StatsBenchmark {
    private StatsBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int n = (args.length > 0 ? Integer.parseInt(args[0]) : 32) * 1_000_000;
        ByteBuffer a = ByteBuffer.allocateDirect(n * 4).order(ByteOrder.LITTLE_ENDIAN);
        ByteBuffer b = ByteBuffer.allocateDirect(n * 4).order(ByteOrder.LITTLE_ENDIAN);
        Random r = new Random(42);
        for (int i = 0; i < n; i++) {
            float v = (float) (r.nextGaussian() * 0.05);
            a.putFloat(i * 4, v);
            b.putFloat(i * 4, v * (float) (1 + 1e-3 * r.nextGaussian()));
        }
        Snapshot sa = new Snapshot(null, 0, List.of(new Tensor(new TensorInfo("w", DType.F32, new long[] {n}), a)));
        Snapshot sb = new Snapshot(null, 1, List.of(new Tensor(new TensorInfo("w", DType.F32, new long[] {n}), b)));
        byte[] src = new byte[n * 4];
        byte[] dst = new byte[n * 4];
        double mb = 2.0 * n * 4 / 1e6; // a pair reads both snapshots
        for (int round = 0; round < 3; round++) {
            long t0 = System.nanoTime();
            PairStatistics p = PairComparator.compare(sa, sb);
            long t1 = System.nanoTime();
            long h = ExponentHistograms.of(sb).get(0).total();
            long t2 = System.nanoTime();
            System.arraycopy(src, 0, dst, 0, src.length);
            System.arraycopy(src, 0, dst, 0, src.length);
            long t3 = System.nanoTime();
            double pair = mb / ((t1 - t0) / 1e9);
            double hist = mb / 2 / ((t2 - t1) / 1e9);
            double copy = mb / ((t3 - t2) / 1e9);
            System.out.printf("round %d: pair statistics %.0f MB/s (>=8 bits %.2f%%), exponent histogram %.0f MB/s"
                    + " (%d elements), System.arraycopy %.0f MB/s, pair/arraycopy %.2f%n", round, pair,
                    100 * p.headingBitsFraction(8), hist, h, copy, pair / copy);
        }
    }
}
