package org.snapwear.codec.spi;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * How a snapshot's tensors are cut into chunks of at most {@link #chunkBytes()} bytes. The layout is a pure
 * function of the tensor descriptions and the chunk size, so encoder, decoder and every pipeline thread derive
 * the same chunks. An empty tensor gets one chunk of length 0, so every tensor owns at least one chunk (and the
 * container therefore records a length for every tensor).
 */
public final class ChunkLayout {
    /** Default chunk size: 1 MiB, the paper's "several megabytes" two-buffer merge with room to spare. */
    public static final int DEFAULT_CHUNK_BYTES = 1 << 20;
    /** Smallest accepted chunk size (keeps per-chunk overhead sane). */
    public static final int MIN_CHUNK_BYTES = 64;
    /** Largest accepted chunk size (64 MiB). */
    public static final int MAX_CHUNK_BYTES = 64 << 20;

    private final List<TensorInfo> tensors;
    private final int chunkBytes;
    private final List<Chunk> chunks;
    private final int[] firstChunkOfTensor;
    private final long hash;

    public ChunkLayout(List<TensorInfo> tensors, int chunkBytes) {
        if (chunkBytes < MIN_CHUNK_BYTES || chunkBytes > MAX_CHUNK_BYTES || chunkBytes % 8 != 0) {
            throw new IllegalArgumentException("chunk size " + chunkBytes + " must be a multiple of 8 in ["
                    + MIN_CHUNK_BYTES + ", " + MAX_CHUNK_BYTES + "]");
        }
        this.tensors = Collections.unmodifiableList(new ArrayList<>(tensors));
        this.chunkBytes = chunkBytes;
        List<Chunk> list = new ArrayList<>();
        firstChunkOfTensor = new int[tensors.size() + 1];
        for (int t = 0; t < tensors.size(); t++) {
            TensorInfo info = tensors.get(t);
            firstChunkOfTensor[t] = list.size();
            long size = info.byteSize();
            long off = 0;
            do {
                int len = (int) Math.min(chunkBytes, size - off);
                list.add(new Chunk(list.size(), t, off, len, info.dtype()));
                off += len;
            } while (off < size);
        }
        firstChunkOfTensor[tensors.size()] = list.size();
        this.chunks = Collections.unmodifiableList(list);
        this.hash = hashOf(tensors);
    }

    /** Layout with {@link #DEFAULT_CHUNK_BYTES}. */
    public static ChunkLayout of(List<TensorInfo> tensors) {
        return new ChunkLayout(tensors, DEFAULT_CHUNK_BYTES);
    }

    public List<TensorInfo> tensors() {
        return tensors;
    }

    public int chunkBytes() {
        return chunkBytes;
    }

    public List<Chunk> chunks() {
        return chunks;
    }

    public int chunkCount() {
        return chunks.size();
    }

    public Chunk chunk(int index) {
        return chunks.get(index);
    }

    /** Index of the first chunk of tensor {@code t}; {@code firstChunk(tensorCount())} = chunk count. */
    public int firstChunk(int t) {
        return firstChunkOfTensor[t];
    }

    /** Total bytes of tensor data. */
    public long dataBytes() {
        long n = 0;
        for (TensorInfo t : tensors) {
            n += t.byteSize();
        }
        return n;
    }

    /** 64-bit FNV-1a hash of the tensor names, dtypes and shapes (not of the chunk size), stored in headers. */
    public long layoutHash() {
        return hash;
    }

    /** The layout hash of a list of tensor descriptions (the chunk size does not enter it). */
    public static long hashOf(List<TensorInfo> tensors) {
        long h = 0xcbf29ce484222325L;
        for (TensorInfo t : tensors) {
            h = fnv(h, t.name().getBytes(StandardCharsets.UTF_8));
            h = fnv(h, new byte[] {0});
            h = fnv(h, t.dtype().safetensorsName().getBytes(StandardCharsets.UTF_8));
            for (long d : t.shape()) {
                for (int i = 0; i < 8; i++) {
                    h = fnv(h, new byte[] {(byte) (d >>> (8 * i))});
                }
            }
            h = fnv(h, new byte[] {(byte) 0xff});
        }
        return h;
    }

    private static long fnv(long h, byte[] bytes) {
        for (byte b : bytes) {
            h ^= b & 0xff;
            h *= 0x100000001b3L;
        }
        return h;
    }
}
