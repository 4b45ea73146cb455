package org.snapwear.codec.tests.codecs;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapwear.codec.codecs.BuiltInCodecs;
import org.snapwear.codec.codecs.RawCodec;
import org.snapwear.codec.codecs.XorShuffleZstdCodec;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.registry.CodecContribution;
import org.snapwear.codec.registry.CodecLoader;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;

/**
 * Every registered codec (the built-ins and every contribution the loader finds: under OSGi the example LZ4
 * plug-in too) x every {@link DType} x baseline / delta against one reference / delta against two (for codecs of
 * depth 2) / delta against an identical and an unrelated reference. A codec that claims a dtype must round-trip
 * ({@link DTypeSamples}: typical checkpoint contents, special patterns, random bits, all-zero, all-ones, empty and
 * odd-length tensors) bit-exactly and deterministically at tiny, odd and default chunk sizes; one that declines
 * it must be refused by the encoder rather than handed the data. The codecs are instantiated from their
 * contributions directly, not taken from the registry, so one the self-check would disable still fails here.
 */
class DTypeMatrixTest {
    static final int[] CHUNK_SIZES = {ChunkLayout.MIN_CHUNK_BYTES, 200, ChunkLayout.DEFAULT_CHUNK_BYTES};

    /** Every codec by id: contributions first (extension point, ServiceLoader), then any built-in they lack. */
    static Map<String, SnapshotCodec> codecsById() {
        Map<String, SnapshotCodec> byId = new LinkedHashMap<>();
        for (CodecContribution c : CodecLoader.loadAll()) {
            try {
                byId.putIfAbsent(c.id(), c.factory().call());
            } catch (Exception e) {
                throw new AssertionError("contribution " + c.id() + " from " + c.source() + " cannot be created", e);
            }
        }
        for (SnapshotCodec c : BuiltInCodecs.all()) {
            byId.putIfAbsent(c.id(), c);
        }
        return byId;
    }

    static Stream<Arguments> matrix() {
        List<Arguments> out = new ArrayList<>();
        for (SnapshotCodec c : codecsById().values()) {
            for (DType d : DType.values()) {
                out.add(Arguments.of(c.id(), d, c));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} x {1}")
    @MethodSource("matrix")
    void roundTripsWhatItClaimsAndDeclinesTheRest(String id, DType dtype, SnapshotCodec codec) throws Exception {
        Snapshot s0 = DTypeSamples.snapshot(dtype, 1, 0);
        Snapshot s1 = DTypeSamples.step(s0, 2, 1);
        Snapshot s2 = DTypeSamples.step(s1, 3, 2);
        Snapshot unrelated = DTypeSamples.snapshot(dtype, 4, 7);
        List<List<Snapshot>> refSets = new ArrayList<>();
        if (codec.kind().encodesBaselines()) {
            refSets.add(List.of());
        }
        if (codec.kind().encodesDeltas()) {
            refSets.add(List.of(s1));
            if (codec.referenceDepth() >= 2) {
                refSets.add(List.of(s1, s0));
            }
            refSets.add(List.of(s2)); // identical: an all-zero delta
            refSets.add(List.of(unrelated, s0));
        }
        if (!codec.supports(dtype)) {
            for (List<Snapshot> refs : refSets) {
                assertThrows(IllegalArgumentException.class,
                        () -> SnapshotEncoder.encode(codec, s2, refs, 256, new ByteArrayOutputStream()),
                        id + " declines " + dtype + " but the encoder accepted it");
            }
            return;
        }
        for (List<Snapshot> refs : refSets) {
            for (int chunk : CHUNK_SIZES) {
                try {
                    CodecRoundTripTest.roundTrip(codec, s2, refs, chunk);
                } catch (AssertionError | RuntimeException e) {
                    fail(id + " claims " + dtype + " but fails with " + refs.size() + " reference(s), chunk " + chunk
                            + ": " + e, e);
                }
            }
        }
    }

    /** Stores rely on these: a fallback for every dtype, and something better than raw for every dtype. */
    @Test
    void everyDtypeHasACompressingCodecForBaselinesAndDeltas() {
        Map<String, SnapshotCodec> all = codecsById();
        SnapshotCodec fallback = all.get(XorShuffleZstdCodec.ID);
        for (DType d : DType.values()) {
            assertTrue(fallback.supports(d) && fallback.kind().encodesBaselines() && fallback.kind().encodesDeltas(),
                    "the fallback codec must take " + d);
            boolean baseline = false;
            boolean delta = false;
            for (SnapshotCodec c : all.values()) {
                if (!c.id().equals(RawCodec.ID) && c.supports(d)) {
                    baseline |= c.kind().encodesBaselines();
                    delta |= c.kind().encodesDeltas();
                }
            }
            assertTrue(baseline && delta, d + " has no compressing codec for baselines and deltas");
        }
    }
}
