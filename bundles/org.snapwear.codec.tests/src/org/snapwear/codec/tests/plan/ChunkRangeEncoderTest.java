package org.snapwear.codec.tests.plan;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.codecs.DynRleCodec;
import org.snapwear.codec.codecs.PredictiveCodec;
import org.snapwear.codec.container.ChunkRangeEncoder;
import org.snapwear.codec.container.ChunkRangeResult;
import org.snapwear.codec.container.ContainerHeader;
import org.snapwear.codec.container.EncodeResult;
import org.snapwear.codec.container.ParallelSnapshotEncoder;
import org.snapwear.codec.container.SnapshotChunks;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.plan.ChunkRanges;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.codec.tests.store.XorTestCodec;
import org.snapwear.trace.tensor.Snapshot;

/**
 * The one chunk-range encoder: a part encoded in ranges of any size gives exactly the payloads the container
 * encoders write, the container's size follows from the header alone (the framing in one place), and a chunk that
 * does not decode back to its original bytes makes the range unverified.
 */
class ChunkRangeEncoderTest {
    private static final int CHUNK = 1 << 12;

    @Test
    void rangesOfAnySizeGiveTheContainerEncodersPayloadsAndSize() throws IOException {
        Snapshot prev = TestSnapshots.drifting(0);
        Snapshot before = TestSnapshots.drifting(10);
        Snapshot cur = TestSnapshots.drifting(20);
        for (SnapshotCodec codec : List.of(new DynRleCodec(), new PredictiveCodec())) {
            List<Snapshot> refs = List.of(before, prev).subList(0, codec.referenceDepth());
            ByteArrayOutputStream written = new ByteArrayOutputStream();
            EncodeResult whole = SnapshotEncoder.encode(codec, cur, refs, CHUNK, written);
            ByteArrayOutputStream parallel = new ByteArrayOutputStream();
            try (ParallelSnapshotEncoder par = new ParallelSnapshotEncoder(3)) {
                par.encode(codec, cur, refs, CHUNK, parallel);
            }
            assertArrayEquals(written.toByteArray(), parallel.toByteArray(), codec.id());

            ChunkLayout layout = new ChunkLayout(cur.infos(), CHUNK);
            SnapshotChunks source = new SnapshotChunks(layout, cur, refs);
            ChunkRangeEncoder.Prepared prepared = ChunkRangeEncoder.prepare(codec, source);
            ContainerHeader header = ContainerHeader.of(codec.id(), layout, refs.size(), cur.iteration(),
                    prepared.bytes());
            for (int size : new int[] {1, 3, 7, layout.chunkCount()}) {
                long[] perTensor = new long[layout.tensors().size()];
                boolean verified = true;
                int chunks = 0;
                for (ChunkRanges.Range r : ChunkRanges.split(layout.chunkCount(), size)) {
                    ChunkRangeResult res = new ChunkRangeEncoder(codec, codec.readParams(prepared.bytes()), true)
                            .encode(source, r.from(), r.to(), ChunkRangeEncoder.ChunkSink.NONE);
                    res.addTo(perTensor);
                    verified &= res.verified();
                    chunks += res.chunks();
                }
                assertTrue(verified, codec.id() + " ranges of " + size);
                assertEquals(layout.chunkCount(), chunks);
                assertArrayEquals(whole.tensorPayloadBytes(), perTensor, codec.id() + " ranges of " + size);
                long payload = 0;
                for (long p : perTensor) {
                    payload += p;
                }
                assertEquals(written.size(), header.containerBytes(payload), codec.id() + " container size");
            }
        }
    }

    @Test
    void aChunkThatDoesNotRoundTripIsNotVerified() throws IOException {
        Snapshot prev = TestSnapshots.drifting(0);
        Snapshot cur = TestSnapshots.drifting(10);
        ChunkLayout layout = new ChunkLayout(cur.infos(), CHUNK);
        SnapshotChunks source = new SnapshotChunks(layout, cur, List.of(prev));
        SnapshotCodec exact = new XorTestCodec("xor-test", 1);
        SnapshotCodec lossy = new LastChunkLossy(exact, layout.chunkCount() - 1);
        ChunkRangeResult good = new ChunkRangeEncoder(exact, CodecParams.NONE, true).encode(source, 0,
                layout.chunkCount(), ChunkRangeEncoder.ChunkSink.NONE);
        assertTrue(good.verified());
        ChunkRangeResult first = new ChunkRangeEncoder(lossy, CodecParams.NONE, true).encode(source, 0,
                layout.chunkCount() - 1, ChunkRangeEncoder.ChunkSink.NONE);
        assertTrue(first.verified(), "the lossy chunk is not in this range");
        ChunkRangeResult last = new ChunkRangeEncoder(lossy, CodecParams.NONE, true).encode(source, 0,
                layout.chunkCount(), ChunkRangeEncoder.ChunkSink.NONE);
        assertFalse(last.verified());
        assertArrayEquals(good.tensorPayload(), last.tensorPayload(), "the sizes do not depend on the check");
        ChunkRangeResult unchecked = new ChunkRangeEncoder(lossy, CodecParams.NONE, false).encode(source, 0,
                layout.chunkCount(), ChunkRangeEncoder.ChunkSink.NONE);
        assertFalse(unchecked.verified(), "a range that was not checked does not count as verified");
        assertEquals(0, unchecked.decodeNanos());
    }

    /** Decodes one chunk wrongly (its first byte flipped): a codec bug in one chunk. */
    private static final class LastChunkLossy extends DelegatingCodec {
        private final int badChunk;

        LastChunkLossy(SnapshotCodec inner, int badChunk) {
            super(inner);
            this.badChunk = badChunk;
        }

        @Override
        public void decodeChunk(CodecParams params, ChunkInput in, ByteBuffer encoded, ByteBuffer out)
                throws IOException {
            super.decodeChunk(params, in, encoded, out);
            if (in.chunk().index() == badChunk) {
                out.put(0, (byte) (out.get(0) ^ 1));
            }
        }
    }
}
