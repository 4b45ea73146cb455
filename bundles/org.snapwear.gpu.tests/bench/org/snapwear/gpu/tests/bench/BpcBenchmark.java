package org.snapwear.gpu.tests.bench;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import org.snapwear.gpu.bpc.EntryCompressor;
import org.snapwear.gpu.bpc.EntryCompressors;
import org.snapwear.gpu.buddy.AccessProfile;
import org.snapwear.gpu.buddy.BuddyLayout;
import org.snapwear.gpu.buddy.BuddyResult;
import org.snapwear.gpu.buddy.EntryTable;
import org.snapwear.gpu.buddy.ImageAnalyzer;
import org.snapwear.gpu.buddy.TargetSelector;
import org.snapwear.gpu.image.Allocation;
import org.snapwear.gpu.image.AllocationKind;
import org.snapwear.gpu.image.MemoryImage;

import com.github.luben.zstd.Zstd;

/**
 * Entry-compressor throughput (single thread) on weight-, gradient-, activation- and Adam-like data, compared with
 * System.arraycopy and zstd-jni level 1 on the same bytes in the same run; then a 1 GiB memory image analysed with
 * all cores and with one. Usage: {@code java ... BpcBenchmark [MB per data set, default 32] [image MiB, default 1024]}.
 */
public final class BpcBenchmark {
    private BpcBenchmark() {
    }

    public static void main(String[] args) {
        int mb = args.length > 0 ? Integer.parseInt(args[0]) : 32;
        int imageMiB = args.length > 1 ? Integer.parseInt(args[1]) : 1024;
        System.out.printf(Locale.ROOT, "java %s, %d processors%n", System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors());
        String[] kinds = {"weights", "gradients", "relu-activations", "adam-v"};
        for (int k = 0; k < kinds.length; k++) {
            byte[] data = new byte[mb << 20];
            fill(data, k, 42);
            System.out.printf(Locale.ROOT, "%n== %s, %d MB ==%n", kinds[k], mb);
            reference(data);
            for (EntryCompressor c : EntryCompressors.all()) {
                bench(c, data);
            }
        }
        image(imageMiB);
    }

    /** Data of each kind as little-endian float32. */
    static void fill(byte[] data, int kind, long seed) {
        Random r = new Random(seed);
        ByteBuffer b = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i + 4 <= data.length; i += 4) {
            float v;
            switch (kind) {
                case 0: v = (float) (r.nextGaussian() * 0.05); break;
                case 1: v = (float) (r.nextGaussian() * 1e-4); break;
                case 2: v = r.nextInt(100) < 55 ? 0f : (float) Math.abs(r.nextGaussian()); break;
                default: v = (float) (1e-8 * (1 + r.nextDouble())); break;
            }
            b.putFloat(i, v);
        }
    }

    private static void reference(byte[] data) {
        byte[] copy = new byte[data.length];
        double best = Double.MAX_VALUE;
        for (int i = 0; i < 5; i++) {
            long t0 = System.nanoTime();
            System.arraycopy(data, 0, copy, 0, data.length);
            best = Math.min(best, (System.nanoTime() - t0) / 1e9);
        }
        System.out.printf(Locale.ROOT, "  %-14s %9.0f MB/s%n", "arraycopy", data.length / 1e6 / best);
        byte[] z = null;
        best = Double.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            long t0 = System.nanoTime();
            z = Zstd.compress(data, 1);
            best = Math.min(best, (System.nanoTime() - t0) / 1e9);
        }
        double zc = data.length / 1e6 / best;
        best = Double.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            long t0 = System.nanoTime();
            Zstd.decompress(z, data.length);
            best = Math.min(best, (System.nanoTime() - t0) / 1e9);
        }
        System.out.printf(Locale.ROOT, "  %-14s %9.0f MB/s encode %9.0f MB/s decode  ratio %.3f (whole buffer)%n",
                "zstd-1", zc, data.length / 1e6 / best, (double) data.length / z.length);
    }

    private static void bench(EntryCompressor c, byte[] data) {
        int entries = data.length / 128;
        int[][] blocks = new int[entries][32];
        ByteBuffer b = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
        for (int e = 0; e < entries; e++) {
            for (int i = 0; i < 32; i++) {
                blocks[e][i] = b.getInt(e * 128 + 4 * i);
            }
        }
        long[][] enc = new long[entries][EntryCompressor.MAX_ENCODED_LONGS];
        int[] bits = new int[entries];
        int[] back = new int[32];
        double bestEnc = Double.MAX_VALUE;
        double bestSize = Double.MAX_VALUE;
        double bestDec = Double.MAX_VALUE;
        long sink = 0;
        for (int rep = 0; rep < 4; rep++) {
            long t0 = System.nanoTime();
            for (int e = 0; e < entries; e++) {
                bits[e] = c.encode(blocks[e], enc[e]);
            }
            long t1 = System.nanoTime();
            for (int e = 0; e < entries; e++) {
                sink += c.compressedBits(blocks[e]);
            }
            long t2 = System.nanoTime();
            for (int e = 0; e < entries; e++) {
                c.decode(enc[e], bits[e], back);
                sink += back[3];
            }
            long t3 = System.nanoTime();
            if (rep > 0) {
                bestEnc = Math.min(bestEnc, (t1 - t0) / 1e9);
                bestSize = Math.min(bestSize, (t2 - t1) / 1e9);
                bestDec = Math.min(bestDec, (t3 - t2) / 1e9);
            }
        }
        long totalBits = 0;
        long sectors = 0;
        for (int e = 0; e < entries; e++) {
            totalBits += bits[e];
            sectors += EntryCompressor.sectors(bits[e]);
            c.decode(enc[e], bits[e], back);
            if (!java.util.Arrays.equals(back, blocks[e])) {
                throw new AssertionError(c.id() + ": round trip failed at entry " + e);
            }
        }
        double mbytes = data.length / 1e6;
        System.out.printf(Locale.ROOT, "  %-14s %9.0f MB/s encode %9.0f MB/s size-only %9.0f MB/s decode  "
                + "bit ratio %.3f  sector ratio %.3f  (sink %d)%n", c.id(), mbytes / bestEnc, mbytes / bestSize,
                mbytes / bestDec, 1024.0 * entries / totalBits, 4.0 * entries / sectors, sink & 1);
    }

    private static void image(int mib) {
        // a training-step-like image: 1/4 weights, 1/4 gradients, 1/8 momentum, 3/8 ReLU activations
        List<Allocation> allocs = new ArrayList<>();
        int parts = Math.max(8, mib / 128);
        int partBytes = (int) ((long) mib * (1 << 20) / parts);
        int[] kindOf = {0, 0, 1, 1, 3, 2, 2, 2};
        for (int p = 0; p < parts; p++) {
            byte[] d = new byte[partBytes];
            int k = kindOf[p % 8];
            fill(d, k, p);
            AllocationKind kind = k == 0 ? AllocationKind.PARAMETER : k == 1 ? AllocationKind.GRADIENT
                    : k == 2 ? AllocationKind.ACTIVATION : AllocationKind.OPTIMIZER;
            allocs.add(new Allocation("alloc" + p, kind, ByteBuffer.wrap(d)));
        }
        MemoryImage img = new MemoryImage("synthetic", 0, allocs, null);
        System.out.printf(Locale.ROOT, "%n== memory image: %d MiB, %d allocations, %d entries ==%n", mib, parts,
                img.entries());
        for (int threads : new int[] {0, 1}) {
            ImageAnalyzer an = new ImageAnalyzer(EntryCompressors.all().get(0), threads);
            an.analyze(img); // warm-up
            long t0 = System.nanoTime();
            EntryTable t = an.analyze(img);
            double s = (System.nanoTime() - t0) / 1e9;
            BuddyResult r = new BuddyLayout(t, TargetSelector.profiled(t, 0.05, AccessProfile.UNIFORM))
                    .summarize(AccessProfile.UNIFORM);
            System.out.printf(Locale.ROOT, "  bpc, %s threads: %.2f s (%.0f MB/s); mean %.1f bits/entry, "
                    + "auto-target ratio %.3f, buddy entries %.2f%%%n",
                    threads == 0 ? "all " + Runtime.getRuntime().availableProcessors() : "1", s,
                    img.bytes() / 1e6 / s, r.meanCompressedBits(), r.compressionRatio(),
                    100 * r.buddyEntryFraction());
        }
    }
}
