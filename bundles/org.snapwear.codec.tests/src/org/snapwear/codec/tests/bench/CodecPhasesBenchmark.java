package org.snapwear.codec.tests.bench;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
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
import org.snapwear.trace.tensor.Snapshot;

/**
 * Where a codec's time goes: the snapshot-level {@code prepare} pass, the {@code encodeChunk} calls, and the whole
 * {@link SnapshotEncoder} (container, CRC32C, copies); then the whole {@link SnapshotDecoder} (container, CRC32C,
 * {@code decodeChunk} into the tensor buffers, which it allocates), each in thread CPU time, best of 8 after 2
 * warm-up rounds, on the same generated fp32 delta as {@link CodecBenchmark}. For A/B comparisons of codec changes on this
 * noisy guest: run old and new classes alternately in separate JVMs.
 * <p>
 * Usage: {@code java -Xms6g -Xmx6g -XX:+AlwaysPreTouch ... CodecPhasesBenchmark [MiB=128] [codec=predictive]}
 */
public final class CodecPhasesBenchmark {
    private CodecPhasesBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        int mb = args.length > 0 ? Integer.parseInt(args[0]) : 128;
        String id = args.length > 1 ? args[1] : "predictive";
        SnapshotCodec codec = BuiltInCodecs.all().stream().filter(c -> c.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no built-in codec " + id));
        int n = mb * (1 << 20) / 4;
        Snapshot s0 = CodecBenchmark.generated(n, 1, null);
        Snapshot s1 = CodecBenchmark.generated(n, 2, s0);
        Snapshot s2 = CodecBenchmark.generated(n, 3, s1);
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
        System.out.printf(Locale.ROOT, "%s on %d MiB fp32 (%.2f%% of raw), MB/s of input, thread CPU time, best of 8:"
                + " prepare %.0f, encodeChunk calls %.0f, SnapshotEncoder.encode %.0f; SnapshotDecoder.decode %.0f%n",
                id, mb, 100.0 * encoded / s2.dataBytes(), raw / (bestPrepare / 1e9), raw / (bestChunks / 1e9),
                raw / (bestWhole / 1e9), raw / (bestDecode / 1e9));
    }
}
