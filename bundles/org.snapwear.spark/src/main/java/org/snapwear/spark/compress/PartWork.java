package org.snapwear.spark.compress;

import java.io.IOException;

import org.snapwear.codec.container.ChunkRangeEncoder;
import org.snapwear.spark.io.HadoopConf;

/**
 * What the tasks run, both through the engine's one chunk-range encoder: stage 1 computes a part's codec
 * parameters, stage 2 encodes a range of its chunks with them and verifies each chunk by decoding it. Pure
 * functions of their input, as Spark may rerun them.
 */
public final class PartWork {
    private PartWork() {
    }

    /** Stage 1: the codec's pass over the whole part ({@link ChunkRangeEncoder#prepare}). */
    public static PreparedPart prepare(PartTask task, HadoopConf conf) throws IOException {
        try (OpenPart p = OpenPart.open(task, conf)) {
            ChunkRangeEncoder.Prepared prepared = ChunkRangeEncoder.prepare(p.codec, p.chunks);
            return new PreparedPart(task, prepared.bytes(), prepared.nanos());
        }
    }

    /**
     * Stage 2: encodes chunks {@code from .. to} with the part's parameters read back as a decoder reads them
     * from the container header, and verifies each by decoding it.
     */
    public static RangeResult encode(PreparedPart part, ChunkRange range, HadoopConf conf) throws IOException {
        PartTask task = part.task();
        try (OpenPart p = OpenPart.open(task, conf)) {
            ChunkRangeEncoder encoder = new ChunkRangeEncoder(p.codec, p.codec.readParams(part.params()), true);
            return new RangeResult(task.save(), task.part(), encoder.encode(p.chunks, range.from(), range.to(),
                    ChunkRangeEncoder.ChunkSink.NONE));
        }
    }
}
