package org.snapwear.spark.compress;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts the prepared parts into stage 2's units of work: ranges of at most {@code chunksPerTask} consecutive chunks
 * of one part (one Spark task each). Many small tasks balance the cores; too many cost scheduling time and driver
 * memory for the results, so the size is a job option.
 */
final class ChunkRanges {
    /** 64 chunks = 64 MiB of tensor data at the default chunk size: seconds of work per task. */
    static final int DEFAULT_CHUNKS_PER_TASK = 64;

    private ChunkRanges() {
    }

    static List<ChunkRange> split(List<PreparedPart> parts, int chunksPerTask) {
        if (chunksPerTask < 1) {
            throw new IllegalArgumentException("chunks per task must be at least 1, got " + chunksPerTask);
        }
        List<ChunkRange> out = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            int n = parts.get(i).task().chunkCount();
            for (int from = 0; from < n; from += chunksPerTask) {
                out.add(new ChunkRange(i, from, Math.min(n, from + chunksPerTask)));
            }
        }
        return out;
    }
}
