package org.snapwear.codec.tests.bench;

import com.github.luben.zstd.Zstd;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import org.snapwear.codec.codecs.BuiltInCodecs;
import org.snapwear.codec.container.SnapshotDecoder;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.plan.SchemeSimulation;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.codec.tests.codecs.TestTensors;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Encode/decode speed and size of every codec, single-threaded, relative to System.arraycopy and zstd-jni level 1
 * measured on the same bytes in the same run: (1) the cnn fixture's 20 progressive deltas (and its baselines for
 * baseline-only codecs); (2) a generated fp32 tensor of {@code -Dbench.mb=256} MB and two previous versions of it
 * (SGD-like relative steps of 1e-3). Every decode is checked bit for bit.
 * Usage: java -Xmx8g [-Dbench.mb=256] [-Dbench.reps=3] [-Dbench.codecs=dynrle,predictive] -cp ...
 * org.snapwear.codec.tests.bench.CodecBenchmark [fixtures-dir]
 */
public final class CodecBenchmark {
    private CodecBenchmark() {
    }

    record Result(String codec, long raw, long encoded, double encMbS, double decMbS) {
    }

    public static void main(String[] args) throws Exception {
        Locale.setDefault(Locale.ROOT);
        String fixtures = args.length > 0 ? args[0] : System.getProperty("snapwear.fixtures", "/work/shared/fixtures");
        int mb = Integer.getInteger("bench.mb", 256);
        int reps = Integer.getInteger("bench.reps", 5);
        System.out.println("# CodecBenchmark  java " + System.getProperty("java.version") + ", "
                + Runtime.getRuntime().availableProcessors() + " cpus");

        // (1) cnn fixture
        SnapshotSequence seq = SnapshotSequence.discover(Path.of(fixtures, "cnn_digits_sgd"));
        List<Snapshot> snaps = new ArrayList<>();
        for (int i = 0; i < seq.size(); i++) {
            try (Snapshot s = seq.open(i)) {
                snaps.add(TestTensors.copy(s));
            }
        }
        System.out.println("\n## cnn_digits_sgd: 20 progressive deltas x " + reps + " reps (baseline-only codecs: all 21"
                + " snapshots as baselines)");
        long fixtureBytes = 0;
        for (Snapshot s : snaps.subList(1, snaps.size())) {
            fixtureBytes += s.dataBytes();
        }
        reference(concat(snaps.subList(1, snaps.size())), reps);
        header();
        for (SnapshotCodec c : selected()) {
            long raw = 0;
            long enc = 0;
            long encNs = 0;
            long decNs = 0;
            for (int r = 0; r < reps + 1; r++) { // first rep warms up the JIT
                raw = 0;
                enc = 0;
                long e0 = 0;
                long d0 = 0;
                for (int i = c.kind().encodesDeltas() ? 1 : 0; i < snaps.size(); i++) {
                    List<Snapshot> refs = !c.kind().encodesDeltas() ? List.of()
                            : i >= 2 ? List.of(snaps.get(i - 1), snaps.get(i - 2)) : List.of(snaps.get(i - 1));
                    long[] t = encodeDecode(c, snaps.get(i), refs);
                    e0 += t[0];
                    d0 += t[1];
                    enc += t[2];
                    raw += snaps.get(i).dataBytes();
                }
                if (r > 0) {
                    encNs += e0;
                    decNs += d0;
                }
            }
            row(new Result(c.id(), raw, enc, raw * (double) reps / 1e6 / (encNs / 1e9),
                    raw * (double) reps / 1e6 / (decNs / 1e9)));
        }

        // (2) large generated tensor
        int n = mb * (1 << 20) / 4;
        System.out.println("\n## generated fp32 tensor, " + mb + " MiB (" + n + " elements), deltas against the two "
                + "previous versions (relative SGD-like steps 1e-3)");
        Snapshot s0 = generated(n, 1, null);
        Snapshot s1 = generated(n, 2, s0);
        Snapshot s2 = generated(n, 3, s1);
        byte[] rawBytes = s2.tensors().get(0).toByteArray();
        reference(rawBytes, 2);
        header();
        for (SnapshotCodec c : selected()) {
            List<Snapshot> refs = c.kind().encodesDeltas() ? List.of(s1, s0) : List.of();
            boolean slow = c.id().contains("gzip");
            int r = slow ? 1 : 2;
            encodeDecode(c, slice(s2, 8 << 20), refs.isEmpty() ? List.of() : List.of(slice(s1, 8 << 20),
                    slice(s0, 8 << 20))); // warm-up on 8 MiB
            long encNs = Long.MAX_VALUE;
            long decNs = Long.MAX_VALUE;
            long enc = 0;
            for (int k = 0; k < r; k++) {
                long[] t = encodeDecode(c, s2, refs);
                encNs = Math.min(encNs, t[0]);
                decNs = Math.min(decNs, t[1]);
                enc = t[2];
            }
            row(new Result(c.id(), s2.dataBytes(), enc, s2.dataBytes() / 1e6 / (encNs / 1e9),
                    s2.dataBytes() / 1e6 / (decNs / 1e9)));
        }
    }

    /** Codecs to run: all built-ins, or the comma-separated ids of {@code -Dbench.codecs}. */
    static List<SnapshotCodec> selected() {
        String only = System.getProperty("bench.codecs");
        List<SnapshotCodec> out = new ArrayList<>();
        for (SnapshotCodec c : BuiltInCodecs.all()) {
            if (only == null || List.of(only.split(",")).contains(c.id())) {
                out.add(c);
            }
        }
        return out;
    }

    static double memcpyMbS;
    static double zstdEncMbS;
    static double zstdDecMbS;

    /** System.arraycopy and zstd level 1 on the same bytes. */
    static void reference(byte[] data, int reps) {
        byte[] dst = new byte[data.length];
        long best = Long.MAX_VALUE;
        for (int r = 0; r < reps + 2; r++) {
            long t0 = System.nanoTime();
            System.arraycopy(data, 0, dst, 0, data.length);
            best = Math.min(best, System.nanoTime() - t0);
        }
        memcpyMbS = data.length / 1e6 / (best / 1e9);
        long bestC = Long.MAX_VALUE;
        long bestD = Long.MAX_VALUE;
        byte[] z = null;
        for (int r = 0; r < reps + 1; r++) {
            long t0 = System.nanoTime();
            z = Zstd.compress(data, 1);
            long t1 = System.nanoTime();
            byte[] back = Zstd.decompress(z, data.length);
            long t2 = System.nanoTime();
            if (back.length != data.length) {
                throw new IllegalStateException("zstd reference failed");
            }
            bestC = Math.min(bestC, t1 - t0);
            bestD = Math.min(bestD, t2 - t1);
        }
        zstdEncMbS = data.length / 1e6 / (bestC / 1e9);
        zstdDecMbS = data.length / 1e6 / (bestD / 1e9);
        System.out.printf("reference on %d bytes: System.arraycopy %.0f MB/s; zstd-jni level 1 (raw bytes) %.0f MB/s "
                + "encode, %.0f MB/s decode, ratio %.1f%%%n", data.length, memcpyMbS, zstdEncMbS, zstdDecMbS,
                100.0 * z.length / data.length);
    }

    static void header() {
        System.out.printf("| %-17s | %7s | %9s | %9s | %8s | %8s | %8s | %8s |%n", "codec", "% raw", "enc MB/s",
                "dec MB/s", "enc/zstd1", "dec/zstd1", "enc/mcpy", "dec/mcpy");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|");
    }

    static void row(Result r) {
        System.out.printf("| %-17s | %6.2f%% | %9.0f | %9.0f | %8.2fx | %8.2fx | %8.3fx | %8.3fx |%n", r.codec(),
                100.0 * r.encoded() / r.raw(), r.encMbS(), r.decMbS(), r.encMbS() / zstdEncMbS,
                r.decMbS() / zstdDecMbS, r.encMbS() / memcpyMbS, r.decMbS() / memcpyMbS);
    }

    /** Encode time, decode time, encoded size; fails if the round trip differs. */
    static long[] encodeDecode(SnapshotCodec c, Snapshot cur, List<Snapshot> refs) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream((int) Math.min(Integer.MAX_VALUE - 16,
                cur.dataBytes() + 4096));
        long t0 = System.nanoTime();
        SnapshotEncoder.encode(c, cur, refs, ChunkLayout.DEFAULT_CHUNK_BYTES, out);
        long t1 = System.nanoTime();
        byte[] blob = out.toByteArray();
        out = null;
        long t2 = System.nanoTime();
        Snapshot back = SnapshotDecoder.decode(new ByteArrayInputStream(blob), null, cur.infos(),
                refs.subList(0, Math.min(refs.size(), c.referenceDepth())), id -> Optional.of(c));
        long t3 = System.nanoTime();
        if (!SchemeSimulation.sameData(cur, back)) {
            throw new IllegalStateException(c.id() + ": round trip differs");
        }
        return new long[] {t1 - t0, t3 - t2, blob.length};
    }

    static Snapshot generated(int n, long seed, Snapshot prev) {
        SplittableRandom r = new SplittableRandom(seed);
        ByteBuffer b = ByteBuffer.allocate(n * 4).order(ByteOrder.LITTLE_ENDIAN);
        ByteBuffer p = prev == null ? null : prev.tensors().get(0).data();
        for (int i = 0; i < n; i++) {
            float v = p == null ? (float) (r.nextGaussian() * 0.05) : p.getFloat(i * 4);
            if (p != null) {
                v += (float) (v * 1e-3 * r.nextGaussian());
            }
            b.putFloat(i * 4, v);
        }
        return new Snapshot(null, seed, List.of(new Tensor(new TensorInfo("w", DType.F32, new long[] {n}), b)));
    }

    static Snapshot slice(Snapshot s, int bytes) {
        ByteBuffer d = s.tensors().get(0).data();
        d.limit(bytes);
        return new Snapshot(null, s.iteration(), List.of(new Tensor(new TensorInfo("w", DType.F32,
                new long[] {bytes / 4}), d.slice())));
    }

    static byte[] concat(List<Snapshot> list) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Snapshot s : list) {
            for (Tensor t : s.tensors()) {
                out.writeBytes(t.toByteArray());
            }
        }
        return out.toByteArray();
    }
}
