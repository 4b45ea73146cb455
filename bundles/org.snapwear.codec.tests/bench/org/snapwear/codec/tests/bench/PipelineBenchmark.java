package org.snapwear.codec.tests.bench;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import java.util.stream.Stream;
import java.util.zip.CRC32C;

import org.snapwear.codec.pipeline.BlockCompressor;
import org.snapwear.codec.pipeline.DeflateBlockCompressor;
import org.snapwear.codec.pipeline.PipelineConfig;
import org.snapwear.codec.pipeline.PipelineStats;
import org.snapwear.codec.pipeline.PipelineEncoder;
import org.snapwear.codec.pipeline.ZstdBlockCompressor;

import com.github.luben.zstd.Zstd;

/**
 * PCCR's (docs/papers.md#pccr) comparison on CPU with real data: serial vs pipelined vs parallel (1, 2 workers) compression of a
 * >= 256 MB stream made of the cnn fixture's tensor bytes (all 21 snapshots, 9.5 MB, cycled), written to a file,
 * plus the buffer-size sweep (4 KB .. 1 MB). References measured in the same run: System.arraycopy and zstd-jni
 * level 1 on the same bytes. Every run's output CRC32C is compared: all modes must write identical streams.
 * <p>
 * Usage: {@code PipelineBenchmark [fixturesDir] [MB] [sweepMB]} (defaults: snapwear.fixtures, 256, 64).
 * Run with a small heap (e.g. -Xmx192m) to show memory does not grow with the input.
 */
public final class PipelineBenchmark {

    private PipelineBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        String fixtures = args.length > 0 ? args[0] : System.getProperty("snapwear.fixtures", "/work/shared/fixtures");
        long mb = args.length > 1 ? Long.parseLong(args[1]) : 256;
        long sweepMb = args.length > 2 ? Long.parseLong(args[2]) : 64;
        byte[] pool = fixturePool(Path.of(fixtures, "cnn_digits_sgd"));
        long total = mb << 20;
        System.out.printf(Locale.ROOT, "input: %d MB = cnn fixture tensor bytes (%d bytes, 21 snapshots) cycled; "
                + "cores %d; max heap %d MB%n", mb, pool.length, Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory() >> 20);
        references(pool, total);
        Path out = Files.createTempFile("snapwear-pipeline", ".bin");
        try {
            for (BlockCompressor c : new BlockCompressor[] {new DeflateBlockCompressor(6), new ZstdBlockCompressor(1)}) {
                System.out.println();
                System.out.println("== " + c.id() + ", block 16 KB, queue length 8, aggregation 1 MB, output to a file ==");
                System.out.println("mode        workers   MB/s  speedup  ratio   read-busy  compress-busy  write-busy  wall(s)"
                        + "  cpu(s)  cores-got");
                double serial = 0;
                long crc = -1;
                PipelineConfig[] cfgs = {PipelineConfig.serial(16384), PipelineConfig.pipelined(16384, 8),
                        PipelineConfig.parallel(16384, 8, 1), PipelineConfig.parallel(16384, 8, 2)};
                for (PipelineConfig cfg : cfgs) {
                    Result r = run(c, cfg, pool, total, out);
                    if (crc == -1) {
                        crc = r.crc;
                    } else if (crc != r.crc) {
                        throw new IllegalStateException(cfg + " wrote a different stream");
                    }
                    if (serial == 0) {
                        serial = r.stats.throughputMBps();
                    }
                    print(r, serial);
                }
            }
            System.out.println();
            System.out.println("== buffer-size sweep: deflate-6, " + sweepMb + " MB, parallel 2 workers and serial, queue 8 ==");
            System.out.println("block(KB)  serial MB/s  parallel-2 MB/s  ratio   writes  serial MB/cpu-s  parallel-2 MB/cpu-s");
            DeflateBlockCompressor d = new DeflateBlockCompressor(6);
            for (int kb : new int[] {4, 8, 16, 32, 64, 128, 256, 512, 1024}) {
                Result s = run(d, PipelineConfig.serial(kb * 1024), pool, sweepMb << 20, out);
                Result p = run(d, PipelineConfig.parallel(kb * 1024, 8, 2), pool, sweepMb << 20, out);
                if (s.crc != p.crc) {
                    throw new IllegalStateException("sweep " + kb + " KB: streams differ");
                }
                System.out.printf(Locale.ROOT, "%9d  %11.1f  %15.1f  %5.3f  %7d  %15.1f  %19.1f%n", kb,
                        s.stats.throughputMBps(), p.stats.throughputMBps(), p.stats.ratio(), p.stats.writes(),
                        s.stats.rawBytes() / 1e6 / (s.cpuNanos / 1e9), p.stats.rawBytes() / 1e6 / (p.cpuNanos / 1e9));
            }
        } finally {
            Files.deleteIfExists(out);
        }
    }

    private record Result(PipelineStats stats, long crc, long cpuNanos) {
    }

    /** CPU time of the whole process: on a loaded machine, cpu / wall shows how many cores the run really got. */
    private static long processCpuNanos() {
        java.lang.management.OperatingSystemMXBean os = java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        return os instanceof com.sun.management.OperatingSystemMXBean
                ? ((com.sun.management.OperatingSystemMXBean) os).getProcessCpuTime() : -1;
    }

    private static Result run(BlockCompressor c, PipelineConfig cfg, byte[] pool, long total, Path out) throws IOException {
        System.gc();
        try (FileChannel ch = FileChannel.open(out, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            CrcChannel crc = new CrcChannel(ch);
            long cpu0 = processCpuNanos();
            PipelineStats s = new PipelineEncoder(c, cfg).encode(new CyclingChannel(pool, total), crc);
            return new Result(s, crc.crc.getValue(), processCpuNanos() - cpu0);
        }
    }

    private static void print(Result r, double serial) {
        PipelineStats s = r.stats;
        double wall = s.wallNanos() / 1e9;
        System.out.printf(Locale.ROOT, "%-10s  %7d  %5.1f  %6.2fx  %5.3f  %8.2fs  %12.2fs  %9.2fs  %7.2f  %6.2f  %9.2f%n",
                s.mode().name().toLowerCase(Locale.ROOT), s.workers(), s.throughputMBps(), s.throughputMBps() / serial,
                s.ratio(), s.readBusyNanos() / 1e9, s.compressBusyNanos() / 1e9, s.writeBusyNanos() / 1e9, wall,
                r.cpuNanos / 1e9, r.cpuNanos / 1e9 / wall);
    }

    /** memcpy and zstd-1 (single thread, 16 KB blocks and 1 MB blocks) on the same bytes. */
    private static void references(byte[] pool, long total) {
        byte[] dst = new byte[1 << 20];
        long t0 = System.nanoTime();
        long done = 0;
        for (int rep = 0; done < total; rep++) {
            int off = (int) (done % (pool.length - dst.length));
            System.arraycopy(pool, off, dst, 0, dst.length);
            done += dst.length;
        }
        double memcpy = total * 1e3 / (System.nanoTime() - t0);
        byte[] cdst = new byte[(int) Zstd.compressBound(1 << 20)];
        long compressed = 0;
        t0 = System.nanoTime();
        done = 0;
        while (done < total) {
            int off = (int) (done % (pool.length - (1 << 20)));
            compressed += Zstd.compressByteArray(cdst, 0, cdst.length, pool, off, 1 << 20, 1);
            done += 1 << 20;
        }
        double zstd = total * 1e3 / (System.nanoTime() - t0);
        System.out.printf(Locale.ROOT, "reference: System.arraycopy %.0f MB/s; zstd-jni level 1 (1 MB blocks, 1 thread) "
                + "%.1f MB/s, ratio %.3f%n", memcpy, zstd, (double) compressed / total);
    }

    /** Tensor bytes (after the safetensors header) of every fixture snapshot, concatenated. */
    private static byte[] fixturePool(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new IOException(dir + ": fixture directory missing (pass the fixtures dir as the first argument)");
        }
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : s.filter(f -> f.toString().endsWith(".safetensors")).sorted().toList()) {
                byte[] all = Files.readAllBytes(p);
                long h = ByteBuffer.wrap(all, 0, 8).order(ByteOrder.LITTLE_ENDIAN).getLong();
                out.write(all, (int) (8 + h), (int) (all.length - 8 - h));
            }
        }
        return out.toByteArray();
    }

    /** {@code total} bytes cycling through the pool (memory: the pool only). */
    private static final class CyclingChannel implements ReadableByteChannel {
        private final byte[] pool;
        private long left;
        private int pos;

        CyclingChannel(byte[] pool, long total) {
            this.pool = pool;
            this.left = total;
        }

        @Override
        public int read(ByteBuffer dst) {
            if (left == 0) {
                return -1;
            }
            int n = (int) Math.min(Math.min(dst.remaining(), left), pool.length - pos);
            dst.put(pool, pos, n);
            pos = (pos + n) % pool.length;
            left -= n;
            return n;
        }

        @Override
        public boolean isOpen() {
            return true;
        }

        @Override
        public void close() {
        }
    }

    /** Passes writes through and computes the CRC32C of the stream. */
    private static final class CrcChannel implements WritableByteChannel {
        private final WritableByteChannel out;
        final CRC32C crc = new CRC32C();

        CrcChannel(WritableByteChannel out) {
            this.out = out;
        }

        @Override
        public int write(ByteBuffer src) throws IOException {
            ByteBuffer view = src.duplicate();
            int n = out.write(src);
            view.limit(view.position() + n);
            crc.update(view);
            return n;
        }

        @Override
        public boolean isOpen() {
            return out.isOpen();
        }

        @Override
        public void close() throws IOException {
            out.close();
        }
    }
}
