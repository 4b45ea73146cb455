package org.snapwear.codec.tests.codecs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapwear.codec.codecs.BuiltInCodecs;
import org.snapwear.codec.container.EncodeResult;
import org.snapwear.codec.container.SnapshotDecoder;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Every built-in codec must reproduce every snapshot bit-exactly: random weights, NaN payloads, infinities, -0.0,
 * denormals, all-zero and empty tensors, single elements, odd lengths, fp16/bf16, tiny and default chunk sizes,
 * baselines and deltas with one and two references. Seeded, so failures reproduce.
 */
class CodecRoundTripTest {
    static final DType[] ALL_FLOATS = {DType.F32, DType.BF16, DType.F16};
    static final int[] LENGTHS = {0, 1, 3, 17, 1001, 4096, 33333};

    static Stream<SnapshotCodec> codecs() {
        return BuiltInCodecs.all().stream();
    }

    /** Encodes, checks determinism, decodes and compares every byte; returns the container size. */
    static long roundTrip(SnapshotCodec codec, Snapshot cur, List<Snapshot> refs, int chunkBytes) throws IOException {
        ByteArrayOutputStream a = new ByteArrayOutputStream();
        EncodeResult r = SnapshotEncoder.encode(codec, cur, refs, chunkBytes, a);
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        SnapshotEncoder.encode(codec, cur, refs, chunkBytes, b);
        assertArrayEquals(a.toByteArray(), b.toByteArray(), codec.id() + ": encoding is not deterministic");
        assertEquals(a.size(), r.containerBytes());
        List<Snapshot> used = refs.subList(0, Math.min(refs.size(), codec.referenceDepth()));
        Snapshot back = SnapshotDecoder.decode(new ByteArrayInputStream(a.toByteArray()), null, cur.infos(), used,
                id -> Optional.of(codec));
        for (int t = 0; t < cur.tensors().size(); t++) {
            assertArrayEquals(cur.tensors().get(t).toByteArray(), back.tensors().get(t).toByteArray(),
                    codec.id() + ": tensor " + cur.tensors().get(t) + " differs (refs " + refs.size() + ", chunk "
                            + chunkBytes + ")");
        }
        return a.size();
    }

    static List<List<Snapshot>> refSets(SnapshotCodec codec, Snapshot prev, Snapshot prev2) {
        List<List<Snapshot>> sets = new ArrayList<>();
        if (codec.kind().encodesBaselines()) {
            sets.add(List.of());
        }
        if (codec.kind().encodesDeltas()) {
            sets.add(List.of(prev));
            sets.add(List.of(prev, prev2));
        }
        return sets;
    }

    @ParameterizedTest
    @MethodSource("codecs")
    void randomWeightsWithSpecialValues(SnapshotCodec codec) throws IOException {
        for (int seed = 0; seed < 4; seed++) {
            Snapshot s0 = TestTensors.weights(seed, 0, LENGTHS, ALL_FLOATS, 0.02);
            Snapshot s1 = TestTensors.step(s0, seed + 100, 1, 1e-3);
            Snapshot s2 = TestTensors.step(s1, seed + 200, 2, 1e-3);
            for (List<Snapshot> refs : refSets(codec, s1, s0)) {
                roundTrip(codec, s2, refs, ChunkLayout.DEFAULT_CHUNK_BYTES);
                roundTrip(codec, s2, refs, ChunkLayout.MIN_CHUNK_BYTES + 8 * seed);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("codecs")
    void onlySpecialValues(SnapshotCodec codec) throws IOException {
        Snapshot s0 = TestTensors.weights(7, 0, new int[] {257, 129, 65}, ALL_FLOATS, 1.0);
        Snapshot s1 = TestTensors.weights(8, 1, new int[] {257, 129, 65}, ALL_FLOATS, 1.0);
        Snapshot s2 = TestTensors.weights(9, 2, new int[] {257, 129, 65}, ALL_FLOATS, 1.0);
        for (List<Snapshot> refs : refSets(codec, s1, s0)) {
            roundTrip(codec, s2, refs, 128);
        }
    }

    @ParameterizedTest
    @MethodSource("codecs")
    void allZeroIdenticalAndIncompressible(SnapshotCodec codec) throws IOException {
        Snapshot zero = snapshot(new byte[4000], new byte[2002]);
        byte[] noise = new byte[4000];
        new java.util.SplittableRandom(5).nextBytes(noise);
        byte[] noise16 = new byte[2002];
        new java.util.SplittableRandom(6).nextBytes(noise16);
        Snapshot random = snapshot(noise, noise16);
        for (List<Snapshot> refs : refSets(codec, zero, zero)) {
            roundTrip(codec, zero, refs, 256);
            roundTrip(codec, random, refs, 256);
        }
        for (List<Snapshot> refs : refSets(codec, random, zero)) {
            roundTrip(codec, random, refs, 1 << 20); // identical to its reference: all-zero delta
            roundTrip(codec, zero, refs, 1 << 20);
        }
    }

    @ParameterizedTest
    @MethodSource("codecs")
    void emptySnapshotAndEmptyTensors(SnapshotCodec codec) throws IOException {
        Snapshot none = new Snapshot(null, 3, List.of());
        Snapshot empties = snapshot(new byte[0], new byte[0]);
        for (List<Snapshot> refs : refSets(codec, none, none)) {
            roundTrip(codec, none, refs, 64);
        }
        for (List<Snapshot> refs : refSets(codec, empties, empties)) {
            roundTrip(codec, empties, refs, 64);
        }
    }

    @ParameterizedTest
    @MethodSource("codecs")
    void corruptionIsReportedWithOffset(SnapshotCodec codec) throws IOException {
        Snapshot s0 = TestTensors.weights(11, 0, new int[] {999, 500}, ALL_FLOATS, 0.0);
        Snapshot s1 = TestTensors.step(s0, 12, 1, 1e-3);
        List<Snapshot> refs = codec.kind().encodesDeltas() ? List.of(s0) : List.of();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SnapshotEncoder.encode(codec, s1, refs, 1024, out);
        byte[] good = out.toByteArray();
        for (int pos : new int[] {good.length / 2, good.length - 1, good.length - 6}) {
            byte[] bad = good.clone();
            bad[pos] ^= 0x10;
            CheckpointFormatException e = assertThrows(CheckpointFormatException.class, () -> SnapshotDecoder.decode(
                    new ByteArrayInputStream(bad), java.nio.file.Path.of("x.swc"), s1.infos(), refs,
                    id -> Optional.of(codec)));
            assertTrue(e.getMessage().startsWith("x.swc at offset "), e.getMessage());
        }
        byte[] truncated = java.util.Arrays.copyOf(good, good.length - 3);
        assertThrows(CheckpointFormatException.class, () -> SnapshotDecoder.decode(new ByteArrayInputStream(truncated),
                null, s1.infos(), refs, id -> Optional.of(codec)));
    }

    private static Snapshot snapshot(byte[] f32, byte[] bf16) {
        return new Snapshot(null, 1, List.of(
                new Tensor(new TensorInfo("a", DType.F32, new long[] {f32.length / 4}), ByteBuffer.wrap(f32)),
                new Tensor(new TensorInfo("b", DType.BF16, new long[] {bf16.length / 2}), ByteBuffer.wrap(bf16)),
                new Tensor(new TensorInfo("c", DType.F16, new long[] {bf16.length / 2}), ByteBuffer.wrap(bf16)),
                new Tensor(new TensorInfo("d", DType.F32, new long[] {0}), ByteBuffer.allocate(0))));
    }
}
