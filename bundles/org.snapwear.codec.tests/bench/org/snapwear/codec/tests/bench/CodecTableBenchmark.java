package org.snapwear.codec.tests.bench;

import com.github.luben.zstd.Zstd;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.snapwear.codec.codecs.BuiltInCodecs;
import org.snapwear.codec.container.SnapshotChunks;
import org.snapwear.codec.spi.Chunk;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.codec.tests.codecs.RunDeltas;
import org.snapwear.trace.tensor.Snapshot;

/**
 * Every built-in delta codec on the deltas of real runs ({@link RunDeltas}: each checkpoint's float tensors against
 * the previous one or two, 1 MiB chunks): % of raw (chunk bytes plus the codec's parameters, no container framing),
 * and encode / decode speed per thread in MB/s of raw data over thread CPU time ({@code prepare} plus every
 * {@code encodeChunk}; {@code readParams} plus every {@code decodeChunk}), best of {@code -Dbench.reps} (default 2)
 * per part, after an untimed warm-up on the first 16 MB of parts. Every decoded chunk is compared with the input. Reference: zstd-jni level 1 on the same raw bytes, one
 * thread (what {@code tar | zstd -1} does per thread). Also prints what a per-tensor choice of the smallest codec
 * (an oracle: no cost of recording the choice) would write.
 * <p>
 * Usage: {@code java -Xmx8g [-Dbench.reps=2] [-Dbench.codecs=dynrle,predictive] -cp ... CodecTableBenchmark RUN...}
 * where each RUN is a directory of checkpoints (e.g. {@code /work/shared/fixtures/hf_charlm_adamw}).
 */
public final class CodecTableBenchmark {
    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();
    /** Each codec first runs untimed on the first parts of the run, at least this many raw bytes of them. */
    private static final long WARM_UP_BYTES = 16 << 20;

    /** One codec on one run: sizes, best thread CPU times summed over the parts, bytes per part and tensor. */
    record Row(String codec, long raw, long encoded, long encNs, long decNs, long[][] tensorBytes) {
        double percent() {
            return 100.0 * encoded / raw;
        }
    }

    private CodecTableBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Locale.setDefault(Locale.ROOT);
        int reps = Integer.getInteger("bench.reps", 2);
        System.out.println("# CodecTableBenchmark  java " + System.getProperty("java.version") + ", "
                + Runtime.getRuntime().availableProcessors() + " cpus, reps " + reps);
        for (String dir : args) {
            run(Path.of(dir), reps);
        }
    }

    static void run(Path dir, int reps) throws IOException {
        List<RunDeltas.Part> parts = RunDeltas.of(dir);
        long raw = 0;
        for (RunDeltas.Part p : parts) {
            raw += p.rawBytes();
        }
        System.out.printf("%n## %s: %d delta parts, %.1f MB of float tensors%n", dir, parts.size(), raw / 1e6);
        for (RunDeltas.Part p : parts) {
            System.out.printf("- %s: %d tensors, %.1f MB%n", p.label(), p.current().tensors().size(),
                    p.rawBytes() / 1e6);
        }
        zstdReference(parts, raw, reps);
        List<RunDeltas.Part> warmUp = new ArrayList<>();
        for (long w = 0; w < WARM_UP_BYTES && warmUp.size() < parts.size(); ) {
            warmUp.add(parts.get(warmUp.size()));
            w += warmUp.get(warmUp.size() - 1).rawBytes();
        }
        System.out.println("| codec | % raw | enc MB/s | dec MB/s |");
        System.out.println("|---|---:|---:|---:|");
        List<Row> rows = new ArrayList<>();
        for (SnapshotCodec c : selected()) {
            if (!c.kind().encodesDeltas()) {
                continue;
            }
            measure(c, warmUp, 0, 1); // JIT warm-up, as a long-running store or a large checkpoint has it
            Row r = measure(c, parts, raw, c.id().contains("gzip") ? 1 : reps);
            rows.add(r);
            System.out.printf("| %s | %.2f | %.0f | %.0f |%n", r.codec(), r.percent(), raw * 1e3 / r.encNs(),
                    raw * 1e3 / r.decNs());
        }
        oracle(parts, rows, raw);
    }

    /** All built-in codecs, or the comma-separated ids of {@code -Dbench.codecs} (no test helpers: see codec-table.sh). */
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

    /** zstd level 1 on each part's raw tensor bytes, one thread, thread CPU time, best of reps. */
    static void zstdReference(List<RunDeltas.Part> parts, long raw, int reps) {
        long enc = 0;
        long encNs = 0;
        long decNs = 0;
        for (RunDeltas.Part p : parts) {
            for (var t : p.current().tensors()) {
                byte[] data = t.toByteArray();
                long bestE = Long.MAX_VALUE;
                long bestD = Long.MAX_VALUE;
                byte[] z = null;
                for (int r = 0; r < reps; r++) {
                    long c0 = MX.getCurrentThreadCpuTime();
                    z = Zstd.compress(data, 1);
                    long c1 = MX.getCurrentThreadCpuTime();
                    byte[] back = Zstd.decompress(z, data.length);
                    long c2 = MX.getCurrentThreadCpuTime();
                    if (!Arrays.equals(back, data)) {
                        throw new IllegalStateException("zstd reference round trip differs");
                    }
                    bestE = Math.min(bestE, c1 - c0);
                    bestD = Math.min(bestD, c2 - c1);
                }
                enc += z.length;
                encNs += bestE;
                decNs += bestD;
            }
        }
        System.out.printf("reference zstd-jni level 1 on the raw tensor bytes, per tensor: %.2f%% of raw, %.0f MB/s "
                + "encode, %.0f MB/s decode (thread CPU)%n%n", 100.0 * enc / raw, raw * 1e3 / encNs,
                raw * 1e3 / decNs);
    }

    static Row measure(SnapshotCodec codec, List<RunDeltas.Part> parts, long raw, int reps) throws IOException {
        long encoded = 0;
        long encNs = 0;
        long decNs = 0;
        long[][] tensorBytes = new long[parts.size()][];
        for (int pi = 0; pi < parts.size(); pi++) {
            RunDeltas.Part p = parts.get(pi);
            List<Snapshot> refs = p.references().subList(0, Math.min(p.references().size(), codec.referenceDepth()));
            ChunkLayout layout = new ChunkLayout(p.current().infos(), ChunkLayout.DEFAULT_CHUNK_BYTES);
            SnapshotChunks source = new SnapshotChunks(layout, p.current(), refs);
            long bestE = Long.MAX_VALUE;
            long bestD = Long.MAX_VALUE;
            long[] perTensor = new long[layout.tensors().size()];
            long size = 0;
            for (int r = 0; r < reps; r++) {
                long t = MX.getCurrentThreadCpuTime();
                CodecParams params = codec.prepare(source);
                long e = MX.getCurrentThreadCpuTime() - t;
                byte[] paramBytes = params.toBytes();
                byte[][] padded = new byte[layout.chunkCount()][];
                int[] lengths = new int[layout.chunkCount()];
                Arrays.fill(perTensor, 0);
                size = paramBytes.length;
                for (int i = 0; i < layout.chunkCount(); i++) {
                    ChunkInput in = source.chunk(i);
                    t = MX.getCurrentThreadCpuTime();
                    byte[] enc = codec.encodeChunk(params, in);
                    e += MX.getCurrentThreadCpuTime() - t;
                    lengths[i] = enc.length;
                    padded[i] = Arrays.copyOf(enc, enc.length + 16); // as the container reader leaves a chunk
                    perTensor[in.chunk().tensorIndex()] += enc.length;
                    size += enc.length;
                }
                long d = decode(codec, paramBytes, source, padded, lengths);
                bestE = Math.min(bestE, e);
                bestD = Math.min(bestD, d);
            }
            encoded += size;
            encNs += bestE;
            decNs += bestD;
            tensorBytes[pi] = perTensor;
        }
        return new Row(codec.id(), raw, encoded, encNs, decNs, tensorBytes);
    }

    /** Thread CPU time of readParams and every decodeChunk; fails if a decoded chunk differs from the input. */
    private static long decode(SnapshotCodec codec, byte[] paramBytes, SnapshotChunks source, byte[][] padded,
            int[] lengths) throws IOException {
        ChunkLayout layout = source.layout();
        ByteBuffer outBuf = ByteBuffer.allocate(layout.chunkBytes() + 64);
        long t = MX.getCurrentThreadCpuTime();
        CodecParams params = codec.readParams(paramBytes);
        long d = MX.getCurrentThreadCpuTime() - t;
        for (int i = 0; i < layout.chunkCount(); i++) {
            ChunkInput enc = source.chunk(i);
            Chunk c = enc.chunk();
            ChunkInput in = new ChunkInput(c, null, enc.previous(), enc.beforePrevious());
            ByteBuffer out = outBuf.clear().limit(c.byteLength()).slice().order(ByteOrder.LITTLE_ENDIAN);
            ByteBuffer encoded = ByteBuffer.wrap(padded[i], 0, lengths[i]).order(ByteOrder.LITTLE_ENDIAN);
            t = MX.getCurrentThreadCpuTime();
            codec.decodeChunk(params, in, encoded, out);
            d += MX.getCurrentThreadCpuTime() - t;
            if (!out.clear().equals(enc.current())) {
                throw new IllegalStateException(codec.id() + ": chunk " + i + " decodes differently");
            }
        }
        return d;
    }

    /** What the smallest codec per tensor would write, and how often each codec is the smallest. */
    static void oracle(List<RunDeltas.Part> parts, List<Row> rows, long raw) {
        if (rows.isEmpty()) {
            return;
        }
        long best = 0;
        long[] wins = new long[rows.size()];
        for (int pi = 0; pi < parts.size(); pi++) {
            for (int t = 0; t < rows.get(0).tensorBytes()[pi].length; t++) {
                int arg = 0;
                for (int k = 1; k < rows.size(); k++) {
                    if (rows.get(k).tensorBytes()[pi][t] < rows.get(arg).tensorBytes()[pi][t]) {
                        arg = k;
                    }
                }
                best += rows.get(arg).tensorBytes()[pi][t];
                wins[arg] += parts.get(pi).current().tensors().get(t).info().byteSize();
            }
        }
        Row single = rows.stream().min((a, b) -> Long.compare(a.encoded(), b.encoded())).orElseThrow();
        System.out.printf("%nper-tensor smallest codec (oracle, parameters not counted): %.2f%% of raw; smallest "
                + "single codec %s %.2f%% (with its parameters)%n", 100.0 * best / raw, single.codec(),
                single.percent());
        for (int k = 0; k < rows.size(); k++) {
            if (wins[k] > 0) {
                System.out.printf("- %s smallest for %.1f%% of the raw bytes%n", rows.get(k).codec(),
                        100.0 * wins[k] / raw);
            }
        }
    }
}
