package org.snapwear.codec.container;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.snapwear.codec.spi.Chunk;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * The reference decoder: reads a container, checks codec id, layout hash, chunk count and CRC32C, and rebuilds the
 * snapshot given the same references the encoder used.
 */
public final class SnapshotDecoder {
    private SnapshotDecoder() {
    }

    /**
     * Decodes into a new in-memory snapshot (heap buffers).
     *
     * @param tensors    the tensor layout (names, dtypes, shapes) in order
     * @param references the snapshots the encoder used ([previous] or [previous, beforePrevious])
     * @param file       names the input in errors (may be null)
     * @param codecs     finds the codec named in the container by its id (e.g. {@code registry::find}; empty if it
     *                   is unknown or disabled); the decoder knows no registry, so the registry's self-check can use it
     */
    public static Snapshot decode(InputStream in, Path file, List<TensorInfo> tensors, List<Snapshot> references,
            Function<String, Optional<SnapshotCodec>> codecs) throws IOException {
        return decode(in, file, tensors, references, codecs,
                t -> ByteBuffer.allocate(Math.toIntExact(t.byteSize())));
    }

    /**
     * As {@link #decode(InputStream, Path, List, List, Function)}, decoding each tensor into a buffer from
     * {@code buffers} (exactly the tensor's size, position 0), e.g. a memory-mapped scratch file, so a snapshot of
     * any size decodes in bounded heap.
     */
    public static Snapshot decode(InputStream in, Path file, List<TensorInfo> tensors, List<Snapshot> references,
            Function<String, Optional<SnapshotCodec>> codecs, Function<TensorInfo, ByteBuffer> buffers)
            throws IOException {
        return decode(in, file, tensors, references, codecs, buffers, null);
    }

    /**
     * As {@link #decode(InputStream, Path, List, List, Function, Function)}, decoding the chunks on the threads of
     * {@code pool} (null: on the calling thread). Chunks are independent given the references, and each lands in its
     * own place, so the result is the same; at most twice the pool's threads chunks are in flight.
     */
    public static Snapshot decode(InputStream in, Path file, List<TensorInfo> tensors, List<Snapshot> references,
            Function<String, Optional<SnapshotCodec>> codecs, Function<TensorInfo, ByteBuffer> buffers,
            DecodePool pool) throws IOException {
        List<ByteBuffer> out = new ArrayList<>();
        for (TensorInfo t : tensors) {
            out.add(buffers.apply(t).order(ByteOrder.LITTLE_ENDIAN));
        }
        return decodeInto(in, file, tensors, references, codecs, out, pool);
    }

    private static Snapshot decodeInto(InputStream in, Path file, List<TensorInfo> tensors, List<Snapshot> references,
            Function<String, Optional<SnapshotCodec>> codecs, List<ByteBuffer> buffers, DecodePool pool)
            throws IOException {
        // each chunk is decoded straight into its place in the tensor buffer (no intermediate chunk buffer)
        ContainerHeader h = decodeChunks(in, file, tensors, references, codecs, chunk -> {
            ByteBuffer b = buffers.get(chunk.tensorIndex()).duplicate();
            b.position((int) chunk.byteOffset()).limit((int) chunk.byteOffset() + chunk.byteLength());
            return b.slice().order(ByteOrder.LITTLE_ENDIAN);
        }, pool);
        List<Tensor> out = new ArrayList<>();
        for (int i = 0; i < tensors.size(); i++) {
            out.add(new Tensor(tensors.get(i), buffers.get(i)));
        }
        return new Snapshot(file, h.iteration(), out);
    }

    /** The decode loop: {@code target} gives the buffer chunk i is decoded into (position 0, room for the chunk). */
    private static ContainerHeader decodeChunks(InputStream in, Path file, List<TensorInfo> tensors,
            List<Snapshot> references, Function<String, Optional<SnapshotCodec>> codecs,
            Function<Chunk, ByteBuffer> target, DecodePool pool) throws IOException {
        ContainerReader reader = new ContainerReader(in, file);
        ContainerHeader h = reader.header();
        SnapshotCodec codec = codecs.apply(h.codecId()).orElseThrow(() -> new CheckpointFormatException(file, 8,
                "encoded with codec '" + h.codecId() + "', which is not available or disabled"));
        long hash = ChunkLayout.hashOf(tensors);
        if (h.layoutHash() != hash) {
            throw new CheckpointFormatException(file, 8 + h.codecId().length(), String.format(
                    "layout hash 0x%016x does not match the expected tensor layout (0x%016x)", h.layoutHash(), hash));
        }
        if (references.size() < h.referenceCount()) {
            throw new IllegalArgumentException((file != null ? file + ": " : "") + "delta needs " + h.referenceCount()
                    + " reference snapshot(s), " + references.size() + " given");
        }
        ChunkLayout layout;
        try {
            layout = new ChunkLayout(tensors, h.chunkBytes());
        } catch (IllegalArgumentException e) {
            throw new CheckpointFormatException(file, 16 + h.codecId().length(), e.getMessage());
        }
        if (layout.chunkCount() != h.chunkCount()) {
            throw new CheckpointFormatException(file, 20 + h.codecId().length(), "chunk count " + h.chunkCount()
                    + " does not match the layout (" + layout.chunkCount() + ")");
        }
        CodecParams params = codec.readParams(h.params());
        SnapshotChunks refs = new SnapshotChunks(layout, null, references.subList(0, h.referenceCount()));
        if (pool != null) {
            pool.decode(reader, file, layout.chunkCount(), i -> {
                ChunkInput input = refs.chunk(i);
                return new DecodePool.Task(input, target.apply(input.chunk()),
                        tensors.get(input.chunk().tensorIndex()).name());
            }, (input, enc, out) -> codec.decodeChunk(params, input, enc, out));
            reader.finish();
            return h;
        }
        for (int i = 0; i < layout.chunkCount(); i++) {
            long at = reader.offset();
            ByteBuffer enc = reader.nextChunkReused();
            ChunkInput input = refs.chunk(i);
            ByteBuffer out = target.apply(input.chunk());
            try {
                codec.decodeChunk(params, input, enc, out);
            } catch (IOException | RuntimeException e) {
                throw new CheckpointFormatException(file, at, "chunk " + i + " (tensor "
                        + tensors.get(input.chunk().tensorIndex()).name() + "): " + e.getMessage(), e);
            }
        }
        reader.finish();
        return h;
    }
}
