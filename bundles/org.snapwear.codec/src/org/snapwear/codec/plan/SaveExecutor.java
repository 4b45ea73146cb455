package org.snapwear.codec.plan;

import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.snapwear.codec.container.ChunkRangeEncoder;
import org.snapwear.codec.container.ChunkRangeResult;
import org.snapwear.codec.container.ContainerWriter;
import org.snapwear.codec.container.SnapshotChunks;
import org.snapwear.codec.container.SnapshotViews;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.tensor.Snapshot;

/**
 * Executes a planned save on one machine the way a cluster's tasks execute it: per part, the codec's pass over the
 * part, then its chunks in ranges ({@link ChunkRanges}) through the one chunk-range encoder, each chunk decoded back
 * and compared with the original, ranges spread over the threads. Nothing is decoded into scratch space and no
 * container is held: only sizes count, unless a stream is given, which then receives the containers (encoded on
 * the calling thread, in order).
 */
final class SaveExecutor implements AutoCloseable {
    private final Map<String, SnapshotCodec> codecs;
    private final ExecutorService pool;

    /** @param threads ranges encoded at once (1 = on the calling thread) */
    SaveExecutor(PlanCodecs codecs, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
        this.codecs = codecs.byId();
        this.pool = threads == 1 ? null : Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "snapwear-plan-worker");
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * @param current    the snapshot being saved
     * @param references the snapshots the save's parts are encoded against, by iteration
     * @param out        receives the save's containers in plan order, or null
     * @param progress   told the bytes of each range done; checked for cancel between ranges
     * @return the executed parts, in plan order
     */
    List<PartOutcome> execute(PlannedSave save, Snapshot current, Map<Long, Snapshot> references, OutputStream out,
            Progress progress) throws IOException {
        List<PartOutcome> outcomes = new ArrayList<>();
        for (PartPlan part : save.parts()) {
            SnapshotCodec codec = codecs.get(part.codec());
            List<Snapshot> refs = new ArrayList<>();
            for (long r : part.references()) {
                refs.add(SnapshotViews.select(references.get(r), part.tensors()));
            }
            ChunkLayout layout = part.layout();
            SnapshotChunks source = new SnapshotChunks(layout, SnapshotViews.select(current, part.tensors()), refs);
            ChunkRangeEncoder.Prepared prepared;
            try {
                prepared = ChunkRangeEncoder.prepare(codec, source);
            } catch (IllegalArgumentException e) {
                throw new IOException("iteration " + save.plan().iteration() + ": " + e.getMessage(), e);
            }
            PartOutcome outcome = new PartOutcome(part, prepared.bytes(), prepared.nanos());
            // a lossy chunk never decodes to its original bytes: its tensors are checked against their bound
            // once the part is decoded whole (ReferenceChoice), not byte by byte here
            boolean verify = codec.bound().isExact();
            if (out != null) {
                ContainerWriter writer = new ContainerWriter(out, SaveAccounting.header(save, part, prepared.bytes()));
                outcome.add(new ChunkRangeEncoder(codec, prepared.params(), verify).encode(source, 0,
                        layout.chunkCount(), (i, encoded) -> writer.writeChunk(encoded)));
                writer.finish();
                progress.worked(part.dataBytes());
            } else {
                encodeRanges(codec, prepared, source, outcome, progress, verify);
            }
            outcomes.add(outcome);
        }
        return outcomes;
    }

    private void encodeRanges(SnapshotCodec codec, ChunkRangeEncoder.Prepared prepared, SnapshotChunks source,
            PartOutcome outcome, Progress progress, boolean verify) throws IOException {
        List<ChunkRanges.Range> ranges = ChunkRanges.split(source.layout().chunkCount(),
                ChunkRanges.LOCAL_CHUNKS_PER_RANGE);
        if (pool == null) {
            ChunkRangeEncoder encoder = new ChunkRangeEncoder(codec, prepared.params(), verify);
            for (ChunkRanges.Range r : ranges) {
                progress.checkCanceled();
                outcome.add(encoder.encode(source, r.from(), r.to(), ChunkRangeEncoder.ChunkSink.NONE));
                progress.worked(r.dataBytes(source.layout()));
            }
            return;
        }
        List<Future<ChunkRangeResult>> futures = new ArrayList<>();
        for (ChunkRanges.Range r : ranges) {
            futures.add(pool.submit(() -> new ChunkRangeEncoder(codec, prepared.params(), verify).encode(source,
                    r.from(), r.to(), ChunkRangeEncoder.ChunkSink.NONE)));
        }
        try {
            for (int i = 0; i < ranges.size(); i++) {
                progress.checkCanceled();
                outcome.add(await(futures.get(i)));
                progress.worked(ranges.get(i).dataBytes(source.layout()));
            }
        } finally {
            for (Future<ChunkRangeResult> f : futures) {
                f.cancel(true);
            }
        }
    }

    private static ChunkRangeResult await(Future<ChunkRangeResult> f) throws IOException {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while encoding", e);
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            if (c instanceof IOException io) {
                throw io;
            }
            if (c instanceof RuntimeException re) {
                throw re;
            }
            throw new IOException("encoding failed: " + c, c);
        }
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }
}
