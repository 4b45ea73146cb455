package org.snapwear.codec.container;

import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.snapwear.trace.progress.Progress;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.Snapshot;

/**
 * Encodes the chunks of one snapshot on N threads and writes them in chunk order, so the container is byte-identical
 * to {@link SnapshotEncoder}'s. At most {@code 2 N} encoded chunks are in flight, which bounds memory independently
 * of the snapshot size. (The general read/compress/store ring-buffer pipeline of [PCCR, docs/papers.md#pccr] lives in
 * {@code org.snapwear.codec.pipeline}; this class is the container-level counterpart used by scheme simulations.)
 */
public final class ParallelSnapshotEncoder implements AutoCloseable {
    private final int threads;
    private final ExecutorService pool;

    public ParallelSnapshotEncoder(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
        this.threads = threads;
        this.pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "snapwear-codec-worker");
            t.setDaemon(true);
            return t;
        });
    }

    public int threads() {
        return threads;
    }

    /** Same contract and output as {@link SnapshotEncoder#encode}. */
    public EncodeResult encode(SnapshotCodec codec, Snapshot current, List<Snapshot> references, int chunkBytes,
            OutputStream out) throws IOException {
        return encode(codec, current, references, chunkBytes, out, Progress.NONE);
    }

    /**
     * {@link #encode(SnapshotCodec, Snapshot, List, int, OutputStream)}, telling {@code progress} the data bytes of
     * each chunk as it is written (a store save of one large part would otherwise jump from 0 to 100%). Only work is
     * told: the caller decides where a cancel may stop it.
     */
    public EncodeResult encode(SnapshotCodec codec, Snapshot current, List<Snapshot> references, int chunkBytes,
            OutputStream out, Progress progress) throws IOException {
        long t0 = System.nanoTime();
        List<Snapshot> refs = references.subList(0, Math.min(references.size(), codec.referenceDepth()));
        ChunkLayout layout = new ChunkLayout(current.infos(), chunkBytes);
        SnapshotChunks source = new SnapshotChunks(layout, current, refs);
        ChunkRangeEncoder.Prepared prepared = ChunkRangeEncoder.prepare(codec, source);
        ContainerHeader header = ContainerHeader.of(codec.id(), layout, refs.size(), current.iteration(),
                prepared.bytes());
        ContainerWriter writer = new ContainerWriter(out, header);
        ArrayDeque<Future<EncodedChunk>> inFlight = new ArrayDeque<>();
        int next = 0;
        int written = 0;
        long[] perTensor = new long[layout.tensors().size()];
        try {
            while (next < layout.chunkCount() || !inFlight.isEmpty()) {
                while (next < layout.chunkCount() && inFlight.size() < 2 * threads) {
                    int index = next++;
                    inFlight.add(pool.submit(() -> EncodedChunk.of(codec, prepared, source, index)));
                }
                EncodedChunk c = ChunkFutures.await(inFlight.poll(), "encoding");
                c.result().addTo(perTensor);
                writer.writeChunk(c.bytes());
                progress.worked(layout.chunk(written++).byteLength());
            }
        } finally {
            for (Future<EncodedChunk> f : inFlight) {
                f.cancel(true);
            }
        }
        long total = writer.finish();
        return new EncodeResult(total, header.byteSize(), writer.payloadBytes(), layout.chunkCount(),
                layout.dataBytes(), System.nanoTime() - t0, perTensor);
    }

    /** One chunk encoded by the chunk-range encoder, held until the writer takes it in chunk order. */
    private record EncodedChunk(byte[] bytes, ChunkRangeResult result) {
        static EncodedChunk of(SnapshotCodec codec, ChunkRangeEncoder.Prepared prepared, SnapshotChunks source,
                int index) throws IOException {
            byte[][] held = new byte[1][];
            ChunkRangeResult r = new ChunkRangeEncoder(codec, prepared.params(), false).encode(source, index,
                    index + 1, (i, encoded) -> held[0] = encoded);
            return new EncodedChunk(held[0], r);
        }
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
