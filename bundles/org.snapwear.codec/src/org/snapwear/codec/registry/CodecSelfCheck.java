package org.snapwear.codec.registry;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.snapwear.codec.container.ContainerBound;
import org.snapwear.codec.container.ContainerHeader;
import org.snapwear.codec.container.SnapshotDecoder;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.loss.BoundCheck;
import org.snapwear.codec.loss.BoundReport;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.LossBound;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * Instantiates a contribution and round-trips a small, nasty test snapshot through it (baseline and/or delta as
 * its kind declares, with one and two references if it uses two): a tensor of every dtype the codec claims
 * ({@link SelfCheckData}: NaN payloads, infinities, -0.0, denormals, integer extremes, every byte value), an empty
 * tensor, odd lengths, several chunks. Any exception or any differing bit disables the codec.
 */
public final class CodecSelfCheck {
    /** Result: the codec if it passed, else null and the reason. */
    public record Outcome(SnapshotCodec codec, String reason) {
    }

    private CodecSelfCheck() {
    }

    public static Outcome instantiateAndCheck(CodecContribution c) {
        SnapshotCodec codec;
        try {
            codec = c.factory().call();
        } catch (Exception | LinkageError e) {
            return new Outcome(null, "cannot be instantiated: " + e.getMessage());
        }
        if (codec == null) {
            return new Outcome(null, "factory returned null");
        }
        if (!c.id().equals(codec.id())) {
            return new Outcome(null, "declared id '" + c.id() + "' but the class reports '" + codec.id() + "'");
        }
        try {
            String failure = roundTrip(codec);
            return failure == null ? new Outcome(codec, "") : new Outcome(null, "self-check failed: " + failure);
        } catch (Exception | LinkageError | AssertionError | StackOverflowError e) {
            return new Outcome(null, "self-check threw " + e);
        }
    }

    /** Round-trips the test snapshots; null if bit-exact, otherwise what differed. */
    public static String roundTrip(SnapshotCodec codec) throws Exception {
        Snapshot s0 = SelfCheckData.testSnapshot(codec, 1, null);
        Snapshot s1 = SelfCheckData.testSnapshot(codec, 2, s0);
        Snapshot s2 = SelfCheckData.testSnapshot(codec, 3, s1);
        for (List<Snapshot> refs : referenceSets(codec, s0, s1)) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            SnapshotEncoder.encode(codec, s2, refs, ChunkLayout.MIN_CHUNK_BYTES * 4, out);
            Snapshot back = SnapshotDecoder.decode(new ByteArrayInputStream(out.toByteArray()), null, s2.infos(),
                    refs, id -> java.util.Optional.of(codec));
            for (int i = 0; i < s2.tensors().size(); i++) {
                if (!Arrays.equals(s2.tensors().get(i).toByteArray(), back.tensors().get(i).toByteArray())) {
                    return "tensor " + s2.tensors().get(i).name() + " differs after a round trip with "
                            + refs.size() + " reference(s)";
                }
            }
        }
        return null;
    }

    /**
     * The self-check of a lossy codec: the same test snapshots as {@link #roundTrip}, each decoded tensor tested
     * by {@link BoundCheck} against the bound the container records (the codec's {@code bound(params)} of the
     * parameters read back from the container header), not against the codec's own configuration. Null if every
     * tensor is within the recorded bound and the bound is not exact; otherwise what failed.
     */
    public static String boundRoundTrip(SnapshotCodec codec) throws Exception {
        Snapshot s0 = SelfCheckData.testSnapshot(codec, 1, null);
        Snapshot s1 = SelfCheckData.testSnapshot(codec, 2, s0);
        Snapshot s2 = SelfCheckData.testSnapshot(codec, 3, s1);
        for (List<Snapshot> refs : referenceSets(codec, s0, s1)) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            SnapshotEncoder.encode(codec, s2, refs, ChunkLayout.MIN_CHUNK_BYTES * 4, out);
            byte[] bytes = out.toByteArray();
            LossBound bound = ContainerBound.of(ContainerHeader.read(java.nio.ByteBuffer.wrap(bytes), null),
                    id -> java.util.Optional.of(codec));
            if (bound.isExact()) {
                return "a lossy codec's container records an exact bound";
            }
            Snapshot back = SnapshotDecoder.decode(new ByteArrayInputStream(bytes), null, s2.infos(), refs,
                    id -> java.util.Optional.of(codec));
            for (int i = 0; i < s2.tensors().size(); i++) {
                Tensor t = s2.tensors().get(i);
                java.nio.ByteBuffer ref = refs.isEmpty() || codec.referenceDepth() == 0 ? null
                        : refs.get(0).tensors().get(i).data();
                BoundReport r = BoundCheck.check(t.name(), t.dtype(), t.data(), back.tensors().get(i).data(), ref,
                        bound);
                if (!r.withinBound()) {
                    return r.violation().get().message() + " with " + refs.size() + " reference(s)";
                }
            }
        }
        return null;
    }

    /**
     * The references the test snapshot is encoded against, one set per case the codec's kind and depth allow: none
     * (a baseline), the previous snapshot, and the two before it for a codec that uses two.
     */
    private static List<List<Snapshot>> referenceSets(SnapshotCodec codec, Snapshot s0, Snapshot s1) {
        List<List<Snapshot>> refSets = new ArrayList<>();
        if (codec.kind().encodesBaselines()) {
            refSets.add(List.of());
        }
        if (codec.kind().encodesDeltas()) {
            refSets.add(List.of(s1));
            if (codec.referenceDepth() >= 2) {
                refSets.add(List.of(s1, s0));
            }
        }
        return refSets;
    }
}
