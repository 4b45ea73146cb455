package org.snapwear.spark.compress;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts the prepared parts into stage 2's units of work with the engine's
 * {@link org.snapwear.codec.plan.ChunkRanges}: ranges of at most {@code chunksPerTask} consecutive chunks of one part
 * (one Spark task each), which name the part by its index in the broadcast list.
 */
final class ChunkRanges {
    private ChunkRanges() {
    }

    static List<ChunkRange> split(List<PreparedPart> parts, int chunksPerTask) {
        List<ChunkRange> out = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            for (var r : org.snapwear.codec.plan.ChunkRanges.split(parts.get(i).task().plan().chunkCount(),
                    chunksPerTask)) {
                out.add(new ChunkRange(i, r.from(), r.to()));
            }
        }
        return out;
    }
}
