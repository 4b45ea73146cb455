package org.snapwear.spark.compress;

import java.util.List;

import org.apache.spark.api.java.function.Function;
import org.apache.spark.broadcast.Broadcast;

/** Stage 2's task function: looks the range's part up in the broadcast and encodes the range. */
final class EncodeRange implements Function<ChunkRange, ChunkRangeResult> {
    private static final long serialVersionUID = 1L;
    private final Broadcast<List<PreparedPart>> parts;

    EncodeRange(Broadcast<List<PreparedPart>> parts) {
        this.parts = parts;
    }

    @Override
    public ChunkRangeResult call(ChunkRange range) throws Exception {
        return PartWork.encode(parts.value().get(range.prepared()), range);
    }
}
