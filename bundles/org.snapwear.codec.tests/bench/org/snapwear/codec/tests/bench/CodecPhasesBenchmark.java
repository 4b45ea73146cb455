package org.snapwear.codec.tests.bench;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.snapwear.codec.codecs.BuiltInCodecs;
import org.snapwear.codec.container.SnapshotChunks;
import org.snapwear.codec.container.SnapshotDecoder;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Where a codec's time goes: the snapshot-level {@code prepare} pass, the {@code encodeChunk} calls, and the whole
 * {@link SnapshotEncoder} (container, CRC32C, copies); then the whole {@link SnapshotDecoder} (container, CRC32C,
 * {@code decodeChunk} into the tensor buffers, which it allocates), each in thread CPU time, best of 8 after 2
 * warm-up rounds, on the same generated fp32 delta as {@link CodecBenchmark}. For A/B comparisons of codec changes on this
 * noisy guest: run old and new classes alternately in separate JVMs.
 * <p>
 * Usage: {@code java -Xms6g -Xmx6g -XX:+AlwaysPreTouch ... CodecPhasesBenchmark [MiB=128] [codec=predictive] [f32|bf16]}
 * (bf16: the same values rounded to bfloat16, half the bytes).
 */
public final class CodecPhasesBenchmark {
    private CodecPhasesBenchmark() {
    }

    /** The snapshot's fp32 values rounded to bfloat16 (round to nearest even; NaN stays NaN). */
    static Snapshot toBf16(Snapshot s) {
        ByteBuffer f = s.tensors().get(0).data();
        int n = f.limit() / 4;
        ByteBuffer b = ByteBuffer.allocate(n * 2).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < n; i++) {
            int x = f.getInt(i * 4);
            int r = (x & 0x7fffffff) > 0x7f800000 ? (x >>> 16) | 0x40 : (x + 0x7fff + ((x >>> 16) & 1)) >>> 16;
            b.putShort(i * 2, (short) r);
        }
        return new Snapshot(null, s.iteration(), List.of(new Tensor(new TensorInfo("w", DType.BF16,
                new long[] {n}), b)));
    }

    public static void main(String[] args) throws Exception {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        int mb = args.length > 0 ? Integer.parseInt(args[0]) : 128;
        String id = args.length > 1 ? args[1] : "predictive";
        SnapshotCodec codec = BuiltInCodecs.all().stream().filter(c -> c.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no built-in codec " + id));
        boolean bf16 = args.length > 2 && args[2].equals("bf16");
        int n = mb * (1 << 20) / (bf16 ? 2 : 4);
        Snapshot s0 = CodecBenchmark.generated(n, 1, null);
        Snapshot s1 = CodecBenchmark.generated(n, 2, s0);
        Snapshot s2 = CodecBenchmark.generated(n, 3, s1);
        if (bf16) {
            s0 = toBf16(s0);
            s1 = toBf16(s1);
            s2 = toBf16(s2);
        }
        List<Snapshot> refs = List.of(s1, s0).subList(0, Math.min(2, codec.referenceDepth()));
        ChunkLayout layout = new ChunkLayout(s2.infos(), ChunkLayout.DEFAULT_CHUNK_BYTES);
        long bestPrepare = Long.MAX_VALUE;
        long bestChunks = Long.MAX_VALUE;
        long bestWhole = Long.MAX_VALUE;
        long bestDecode = Long.MAX_VALUE;
        long encoded = 0;
        for (int round = 0; round < 10; round++) {
            SnapshotChunks source = new SnapshotChunks(layout, s2, refs);
            long c0 = mx.getCurrentThreadCpuTime();
            CodecParams params = codec.prepare(source);
            long c1 = mx.getCurrentThreadCpuTime();
            long bytes = 0;
            for (int i = 0; i < layout.chunkCount(); i++) {
                bytes += codec.encodeChunk(params, source.chunk(i)).length;
            }
            long c2 = mx.getCurrentThreadCpuTime();
            ByteArrayOutputStream out = new ByteArrayOutputStream((int) s2.dataBytes() + 4096);
            long c3 = mx.getCurrentThreadCpuTime();
            SnapshotEncoder.encode(codec, s2, refs, ChunkLayout.DEFAULT_CHUNK_BYTES, out);
            long c4 = mx.getCurrentThreadCpuTime();
            byte[] blob = out.toByteArray();
            out = null;
            long c5 = mx.getCurrentThreadCpuTime();
            Snapshot back = SnapshotDecoder.decode(new ByteArrayInputStream(blob), null, s2.infos(), refs,
                    x -> Optional.of(codec));
            long c6 = mx.getCurrentThreadCpuTime();
            if (!back.tensors().get(0).data().equals(s2.tensors().get(0).data())) {
                throw new IllegalStateException(id + ": round trip differs");
            }
            encoded = bytes;
            if (round >= 2) {
                bestPrepare = Math.min(bestPrepare, c1 - c0);
                bestChunks = Math.min(bestChunks, c2 - c1);
                bestWhole = Math.min(bestWhole, c4 - c3);
                bestDecode = Math.min(bestDecode, c6 - c5);
            }
        }
        double raw = s2.dataBytes() / 1e6;
        System.out.printf(Locale.ROOT, "%s on %d MiB " + (bf16 ? "bf16" : "fp32") + " (%.2f%% of raw), MB/s of input, thread CPU time, best of 8:"
                + " prepare %.0f, encodeChunk calls %.0f, SnapshotEncoder.encode %.0f; SnapshotDecoder.decode %.0f%n",
                id, mb, 100.0 * encoded / s2.dataBytes(), raw / (bestPrepare / 1e9), raw / (bestChunks / 1e9),
                raw / (bestWhole / 1e9), raw / (bestDecode / 1e9));
    }
}
