package org.snapwear.spark.compress;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.spark.io.HadoopConf;

/**
 * What the tasks run: stage 1 computes a part's codec parameters, stage 2 encodes a range of its chunks with
 * them, decodes each chunk back against the same references and compares it with the original bytes (the
 * single-machine run verifies every round trip too). Pure functions of their input, as Spark may rerun them.
 */
public final class PartWork {
    private PartWork() {
    }

    /** Stage 1: {@code codec.prepare} over the whole part, as {@code SnapshotEncoder} runs it. */
    public static PreparedPart prepare(PartTask task, HadoopConf conf) throws IOException {
        try (OpenPart p = OpenPart.open(task, conf)) {
            long t0 = System.nanoTime();
            CodecParams params = p.codec.prepare(p.chunks);
            byte[] bytes = params.toBytes();
            return new PreparedPart(task, bytes, System.nanoTime() - t0);
        }
    }

    /**
     * Stage 2: encodes chunks {@code from .. to} with the part's parameters read back as a decoder reads them
     * from the container header, and verifies each by decoding it.
     */
    public static ChunkRangeResult encode(PreparedPart part, ChunkRange range, HadoopConf conf) throws IOException {
        PartTask task = part.task();
        try (OpenPart p = OpenPart.open(task, conf)) {
            CodecParams params = p.codec.readParams(part.params());
            int firstTensor = range.from() < range.to() ? p.chunks.layout().chunk(range.from()).tensorIndex() : 0;
            int lastTensor = range.from() < range.to() ? p.chunks.layout().chunk(range.to() - 1).tensorIndex() : -1;
            long[] payload = new long[lastTensor - firstTensor + 1];
            long enc = 0;
            long dec = 0;
            boolean verified = true;
            ByteBuffer out = ByteBuffer.allocate(0);
            for (int i = range.from(); i < range.to(); i++) {
                ChunkInput in = p.chunks.chunk(i);
                long t0 = System.nanoTime();
                byte[] encoded = p.codec.encodeChunk(params, in);
                long t1 = System.nanoTime();
                int length = in.chunk().byteLength();
                if (out.capacity() < length) {
                    out = ByteBuffer.allocate(length);
                }
                out.clear().limit(length);
                ByteBuffer target = out.slice().order(ByteOrder.LITTLE_ENDIAN);
                // the encoder may have moved the positions of the views it read: whole views again
                p.codec.decodeChunk(params, new ChunkInput(in.chunk(), null, whole(in.previous()),
                        whole(in.beforePrevious())), ByteBuffer.wrap(encoded).order(ByteOrder.LITTLE_ENDIAN), target);
                dec += System.nanoTime() - t1;
                enc += t1 - t0;
                target.clear();
                verified &= target.mismatch(whole(in.current())) < 0;
                payload[in.chunk().tensorIndex() - firstTensor] += encoded.length;
            }
            return new ChunkRangeResult(task.save(), task.part(), range.to() - range.from(), firstTensor, payload,
                    enc, dec, verified);
        }
    }

    /** The chunk view from its start to its end (chunk views are slices: capacity = chunk length). */
    private static ByteBuffer whole(ByteBuffer b) {
        return b == null ? null : b.duplicate().clear().order(ByteOrder.LITTLE_ENDIAN);
    }
}
