package org.snapwear.codec.container;

import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * The single-threaded reference encoder: checks that the codec fits the snapshot, runs {@code prepare}, then
 * encodes chunk after chunk straight into the stream (only one encoded chunk is held in memory), all through the
 * one chunk-range encoder ({@link ChunkRangeEncoder}). The parallel pipeline must produce exactly the same bytes.
 */
public final class SnapshotEncoder {
    private SnapshotEncoder() {
    }

    /**
     * Encodes {@code current} against {@code references} (empty list = baseline).
     *
     * @param references [previous] or [previous, beforePrevious]; more than the codec's depth are ignored
     */
    public static EncodeResult encode(SnapshotCodec codec, Snapshot current, List<Snapshot> references,
            int chunkBytes, OutputStream out) throws IOException {
        long t0 = System.nanoTime();
        List<Snapshot> refs = references.subList(0, Math.min(references.size(), codec.referenceDepth()));
        ChunkLayout layout = new ChunkLayout(current.infos(), chunkBytes);
        SnapshotChunks source = new SnapshotChunks(layout, current, refs);
        ChunkRangeEncoder.Prepared prepared = ChunkRangeEncoder.prepare(codec, source);
        ContainerHeader header = ContainerHeader.of(codec.id(), layout, refs.size(), current.iteration(),
                prepared.bytes());
        ContainerWriter writer = new ContainerWriter(out, header);
        ChunkRangeResult r = new ChunkRangeEncoder(codec, prepared.params(), false).encode(source, 0,
                layout.chunkCount(), (index, encoded) -> writer.writeChunk(encoded));
        long total = writer.finish();
        long[] perTensor = new long[layout.tensors().size()];
        r.addTo(perTensor);
        return new EncodeResult(total, header.byteSize(), writer.payloadBytes(), layout.chunkCount(),
                layout.dataBytes(), System.nanoTime() - t0, perTensor);
    }

    /**
     * Fails with a clear message if the codec cannot encode these tensors as a baseline/delta.
     *
     * @throws IllegalArgumentException naming the codec, the tensor and the reason
     */
    public static void checkCodec(SnapshotCodec codec, List<TensorInfo> tensors, boolean delta) {
        if (delta && !codec.kind().encodesDeltas()) {
            throw new IllegalArgumentException("codec " + codec.id() + " encodes baselines only, not deltas");
        }
        if (!delta && !codec.kind().encodesBaselines()) {
            throw new IllegalArgumentException("codec " + codec.id() + " encodes deltas only, not baselines");
        }
        for (TensorInfo t : tensors) {
            if (!codec.supports(t.dtype())) {
                throw new IllegalArgumentException("codec " + codec.id() + " does not support dtype " + t.dtype()
                        + " of tensor " + t.name());
            }
        }
    }
}
