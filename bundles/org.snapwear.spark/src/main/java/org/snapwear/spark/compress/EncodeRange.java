package org.snapwear.spark.compress;

import java.util.List;

import org.apache.spark.api.java.function.Function;
import org.apache.spark.broadcast.Broadcast;
import org.snapwear.spark.io.HadoopConf;

/** Stage 2's task function: looks the range's part up in the broadcast and encodes the range. */
final class EncodeRange implements Function<ChunkRange, RangeResult> {
    private static final long serialVersionUID = 1L;
    private final Broadcast<List<PreparedPart>> parts;
    private final Broadcast<HadoopConf> conf;

    EncodeRange(Broadcast<List<PreparedPart>> parts, Broadcast<HadoopConf> conf) {
        this.parts = parts;
        this.conf = conf;
    }

    @Override
    public RangeResult call(ChunkRange range) throws Exception {
        return PartWork.encode(parts.value().get(range.prepared()), range, conf.value());
    }
}
