package org.snapwear.codec.plan;

import java.util.ArrayList;
import java.util.List;
import org.snapwear.codec.spi.ChunkLayout;

/**
 * Cuts a part's chunks into ranges of consecutive chunks, the unit of work of the one chunk-range encoder: a thread
 * of the simulation or a cluster's task encodes one range. Many small ranges balance the workers; too many cost
 * scheduling time (and, on a cluster, driver memory for the results).
 */
public final class ChunkRanges {
    /** 64 chunks = 64 MiB of tensor data at the default chunk size: seconds of work per cluster task. */
    public static final int DEFAULT_CHUNKS_PER_TASK = 64;
    /** On one machine the ranges are threads' work items: small, so the last range of a part leaves no core idle. */
    static final int LOCAL_CHUNKS_PER_RANGE = 8;

    /**
     * Chunks {@code from} (inclusive) to {@code to} (exclusive).
     */
    public record Range(int from, int to) {
        /** Tensor bytes of the range's chunks. */
        public long dataBytes(ChunkLayout layout) {
            long n = 0;
            for (int i = from; i < to; i++) {
                n += layout.chunk(i).byteLength();
            }
            return n;
        }
    }

    private ChunkRanges() {
    }

    /** The ranges of at most {@code chunksPerRange} chunks covering {@code chunkCount} chunks, in order. */
    public static List<Range> split(int chunkCount, int chunksPerRange) {
        if (chunksPerRange < 1) {
            throw new IllegalArgumentException("chunks per task must be at least 1, got " + chunksPerRange);
        }
        List<Range> out = new ArrayList<>();
        for (int from = 0; from < chunkCount; from += chunksPerRange) {
            out.add(new Range(from, Math.min(chunkCount, from + chunksPerRange)));
        }
        return out;
    }
}
