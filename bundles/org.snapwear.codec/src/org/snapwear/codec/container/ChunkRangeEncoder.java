package org.snapwear.codec.container;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.ChunkSource;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;

/**
 * The one encoder of a part's chunks: {@link #prepare} runs the codec's pass over the whole part, then
 * {@link #encode} encodes chunks {@code from .. to} with those parameters, hands each encoded chunk to a sink in chunk
 * order (the container writer, or nobody when only sizes count), and, when verifying, decodes each chunk right back
 * against the same references into one reused buffer and compares it with the original bytes. The container
 * encoders ({@link SnapshotEncoder}, {@link ParallelSnapshotEncoder}), the scheme simulation and the distributed
 * job's tasks all encode through it, so a range encodes to the same bytes wherever it runs. One instance per
 * thread (the decode buffer is reused).
 */
public final class ChunkRangeEncoder {
    /** Receives the encoded chunks of a range, in chunk order. */
    @FunctionalInterface
    public interface ChunkSink {
        /** Does nothing: only the sizes count. */
        ChunkSink NONE = (index, encoded) -> { };

        void accept(int index, byte[] encoded) throws IOException;
    }

    /**
     * A part's codec parameters.
     *
     * @param params the parameters
     * @param bytes  as the container header stores them ({@link CodecParams#toBytes()})
     * @param nanos  time of {@code prepare}
     */
    public record Prepared(CodecParams params, byte[] bytes, long nanos) {
        public Prepared {
            bytes = bytes.clone();
        }

        @Override
        public byte[] bytes() {
            return bytes.clone();
        }
    }

    private final SnapshotCodec codec;
    private final CodecParams params;
    private final boolean verify;
    private ByteBuffer decoded = ByteBuffer.allocate(0);

    /**
     * @param verify decode each chunk back and compare it with the original (a chunk that does not round-trip
     *               makes the range's result unverified)
     */
    public ChunkRangeEncoder(SnapshotCodec codec, CodecParams params, boolean verify) {
        this.codec = codec;
        this.params = params;
        this.verify = verify;
    }

    /**
     * Checks that the codec fits the part ({@link SnapshotEncoder#checkCodec}) and runs its pass over the whole
     * part.
     */
    public static Prepared prepare(SnapshotCodec codec, ChunkSource source) throws IOException {
        long t0 = System.nanoTime();
        SnapshotEncoder.checkCodec(codec, source.layout().tensors(), source.referenceCount() > 0);
        CodecParams p = codec.prepare(source);
        return new Prepared(p, p.toBytes(), System.nanoTime() - t0);
    }

    /** Encodes (and verifies) chunks {@code from} (inclusive) to {@code to} (exclusive) of {@code source}. */
    public ChunkRangeResult encode(ChunkSource source, int from, int to, ChunkSink sink) throws IOException {
        ChunkLayout layout = source.layout();
        int firstTensor = from < to ? layout.chunk(from).tensorIndex() : 0;
        int lastTensor = from < to ? layout.chunk(to - 1).tensorIndex() : -1;
        long[] payload = new long[lastTensor - firstTensor + 1];
        long enc = 0;
        long dec = 0;
        boolean verified = verify;
        for (int i = from; i < to; i++) {
            ChunkInput in = source.chunk(i);
            long t0 = System.nanoTime();
            byte[] encoded = codec.encodeChunk(params, in);
            long t1 = System.nanoTime();
            enc += t1 - t0;
            if (verify) {
                verified &= roundTrips(in, encoded);
                dec += System.nanoTime() - t1;
            }
            payload[in.chunk().tensorIndex() - firstTensor] += encoded.length;
            sink.accept(i, encoded);
        }
        return new ChunkRangeResult(to - from, firstTensor, payload, enc, dec, verified);
    }

    /** Decodes the chunk against the references it was encoded with and compares it with the original bytes. */
    private boolean roundTrips(ChunkInput in, byte[] encoded) throws IOException {
        int length = in.chunk().byteLength();
        if (decoded.capacity() < length) {
            decoded = ByteBuffer.allocate(length);
        }
        decoded.clear().limit(length);
        ByteBuffer target = decoded.slice().order(ByteOrder.LITTLE_ENDIAN);
        // the encoder may have moved the positions of the views it read: whole views again
        codec.decodeChunk(params, new ChunkInput(in.chunk(), null, whole(in.previous()), whole(in.beforePrevious())),
                ByteBuffer.wrap(encoded).order(ByteOrder.LITTLE_ENDIAN), target);
        target.clear();
        return target.mismatch(whole(in.current())) < 0;
    }

    /** The chunk view from its start to its end (chunk views are slices: capacity = chunk length). */
    private static ByteBuffer whole(ByteBuffer b) {
        return b == null ? null : b.duplicate().clear().order(ByteOrder.LITTLE_ENDIAN);
    }
}
