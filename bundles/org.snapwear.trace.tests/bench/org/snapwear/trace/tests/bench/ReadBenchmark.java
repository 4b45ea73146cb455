package org.snapwear.trace.tests.bench;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.LongBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.snapwear.trace.format.SafetensorsReader;
import org.snapwear.trace.format.SafetensorsWriter;
import org.snapwear.trace.format.torch.TorchZipReader;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tests.format.torch.PickleWriter;
import org.snapwear.trace.tests.format.torch.TorchArchiveWriter;

/**
 * Reading checkpoints from the page cache: safetensors and a STORED torch zip archive through their readers
 * (open, then touch every tensor byte by summing longs, close) against a plain FileChannel read of the same
 * file into a direct buffer followed by the same sum. Files: {@code args[0]} MB (default 256) of fp32 tensors
 * in /tmp/snapwear-read-bench, written by SafetensorsWriter and by the test's torch archive writer
 * (commons-compress ZipArchiveOutputStream STORED + hand-written protocol-2 pickle).
 * Run: java -Xmx2g -cp ... org.snapwear.trace.tests.bench.ReadBenchmark [MB] [rounds]
 */
public final class ReadBenchmark {
    private static final int TENSOR_FLOATS = 1 << 20; // 4 MiB per tensor

    private ReadBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int mb = args.length > 0 ? Integer.parseInt(args[0]) : 256;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 7;
        Path dir = Path.of(System.getProperty("java.io.tmpdir"), "snapwear-read-bench");
        Files.createDirectories(dir);
        Path st = dir.resolve("bench.safetensors");
        Path pt = dir.resolve("bench.pt");
        int count = Math.max(1, mb / 4);
        if (!Files.exists(st) || !Files.exists(pt) || Files.size(st) < (long) count * TENSOR_FLOATS * 4) {
            write(st, pt, count);
        }
        System.out.printf("files: %s (%d bytes), %s (%d bytes)%n", st, Files.size(st), pt, Files.size(pt));
        // warm the page cache and the JIT
        for (int i = 0; i < 2; i++) {
            plain(st);
            plain(pt);
            viaReader(st, false);
            viaReader(pt, true);
        }
        double[] ref = new double[rounds];
        double[] sts = new double[rounds];
        double[] refPt = new double[rounds];
        double[] pts = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            ref[r] = plain(st);
            sts[r] = viaReader(st, false);
            refPt[r] = plain(pt);
            pts[r] = viaReader(pt, true);
        }
        report("FileChannel.read -> direct buffer (safetensors file)", ref, Files.size(st));
        report("SafetensorsReader (mapped)", sts, Files.size(st));
        report("FileChannel.read -> direct buffer (.pt file)", refPt, Files.size(pt));
        report("TorchZipReader (stored entries mapped)", pts, Files.size(pt));
        System.out.printf("speed ratio reader/reference (median): safetensors %.2f, torch %.2f%n",
                median(sts) / median(ref), median(pts) / median(refPt));
    }

    private static void write(Path st, Path pt, int count) throws IOException {
        Random rnd = new Random(1);
        List<Tensor> tensors = new ArrayList<>();
        TorchArchiveWriter tw = new TorchArchiveWriter("bench");
        PickleWriter p = new PickleWriter();
        p.emptyDict().mark();
        for (int i = 0; i < count; i++) {
            ByteBuffer b = ByteBuffer.allocate(TENSOR_FLOATS * 4).order(ByteOrder.LITTLE_ENDIAN);
            for (int k = 0; k < TENSOR_FLOATS; k++) {
                b.putFloat((float) rnd.nextGaussian() * 0.05f);
            }
            b.flip();
            String name = "layer" + i + ".weight";
            tensors.add(Tensor.of(name, org.snapwear.trace.tensor.DType.F32, new long[] {1024, 1024}, b.array()));
            tw.storage(Integer.toString(i), b);
            p.str(name);
            TorchArchiveWriter.tensorV2(p, "FloatStorage", Integer.toString(i), TENSOR_FLOATS, 0,
                    new long[] {1024, 1024}, new long[] {1024, 1});
        }
        p.setItems();
        SafetensorsWriter.write(st, tensors, null);
        tw.write(pt, p.finish(), false);
    }

    private static long sink;

    private static long sum(ByteBuffer b) {
        ByteBuffer d = b.duplicate().order(ByteOrder.LITTLE_ENDIAN);
        LongBuffer l = d.asLongBuffer();
        long s = 0;
        int n = l.remaining();
        for (int i = 0; i < n; i++) {
            s += l.get(i);
        }
        for (int i = n * 8; i < d.remaining(); i++) {
            s += d.get(d.position() + i);
        }
        return s;
    }

    private static ByteBuffer direct;

    /** MB/s of FileChannel.read of the whole file into a direct buffer plus the sum. */
    private static double plain(Path f) throws IOException {
        long t0 = System.nanoTime();
        long s = 0;
        try (FileChannel ch = FileChannel.open(f)) {
            int size = (int) ch.size();
            if (direct == null || direct.capacity() < size) {
                direct = ByteBuffer.allocateDirect(size);
            }
            direct.clear().limit(size);
            while (direct.hasRemaining()) {
                if (ch.read(direct) < 0) {
                    break;
                }
            }
            direct.flip();
            s += sum(direct);
        }
        sink += s;
        return Files.size(f) / 1e6 / ((System.nanoTime() - t0) / 1e9);
    }

    /** MB/s (file bytes) of open + sum over every tensor + close. */
    private static double viaReader(Path f, boolean torch) throws IOException {
        long t0 = System.nanoTime();
        long s = 0;
        try (Snapshot snap = torch ? new TorchZipReader().read(f) : new SafetensorsReader().read(f)) {
            for (Tensor t : snap.tensors()) {
                s += sum(t.data());
            }
        }
        sink += s;
        return Files.size(f) / 1e6 / ((System.nanoTime() - t0) / 1e9);
    }

    private static double median(double[] v) {
        double[] c = v.clone();
        Arrays.sort(c);
        return c[c.length / 2];
    }

    private static void report(String what, double[] mbps, long bytes) {
        double[] c = mbps.clone();
        Arrays.sort(c);
        System.out.printf("%-55s median %8.0f MB/s  best %8.0f MB/s  (%d rounds, %d bytes)%n", what, median(mbps),
                c[c.length - 1], mbps.length, bytes);
    }
}
