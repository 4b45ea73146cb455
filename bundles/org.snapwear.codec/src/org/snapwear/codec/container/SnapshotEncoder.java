package org.snapwear.codec.container;

import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * The single-threaded reference encoder: checks that the codec fits the snapshot, runs {@code prepare}, then
 * encodes chunk after chunk straight into the stream (only one encoded chunk is held in memory). The parallel
 * pipeline must produce exactly the same bytes.
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
        checkCodec(codec, layout.tensors(), !refs.isEmpty());
        SnapshotChunks source = new SnapshotChunks(layout, current, refs);
        CodecParams params = codec.prepare(source);
        ContainerHeader header = new ContainerHeader(refs.isEmpty(), refs.size(), codec.id(), layout.layoutHash(),
                chunkBytes, layout.chunkCount(), current.iteration(), params.toBytes());
        ContainerWriter writer = new ContainerWriter(out, header);
        long[] perTensor = new long[layout.tensors().size()];
        for (int i = 0; i < layout.chunkCount(); i++) {
            byte[] encoded = codec.encodeChunk(params, source.chunk(i));
            perTensor[layout.chunk(i).tensorIndex()] += encoded.length;
            writer.writeChunk(encoded);
        }
        long total = writer.finish();
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
