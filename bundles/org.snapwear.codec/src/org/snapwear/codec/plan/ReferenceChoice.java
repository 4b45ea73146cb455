package org.snapwear.codec.plan;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.snapwear.codec.container.ContainerBound;
import org.snapwear.codec.container.ContainerReader;
import org.snapwear.codec.container.ScratchSpace;
import org.snapwear.codec.container.SnapshotDecoder;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.container.SnapshotViews;
import org.snapwear.codec.loss.BoundCheck;
import org.snapwear.codec.loss.BoundReport;
import org.snapwear.codec.loss.LossRole;
import org.snapwear.codec.scheme.RoleError;
import org.snapwear.codec.spi.LossBound;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * The one place where the simulation chooses what later saves are encoded against. A restore rebuilds a snapshot
 * by decoding it, so the true reference is the decoded snapshot. The original may stand in for it only because,
 * and only when, every chunk of the save decoded back bit-exactly (the executor compared each one): then the two
 * are the same bytes and nothing needs to be decoded or kept in scratch space. When a round trip was not exact (a
 * codec bug), the save is reported unverified and the decoded snapshot itself becomes the reference, so the error
 * carries on into every save built on it instead of hiding behind the original data. A save with lossy parts is
 * always decoded (closed loop: the next residual is taken against what a restore gives, so error does not drift
 * along a chain), and each lossy tensor is checked against the bound its container records ({@link BoundCheck});
 * a tensor outside its bound fails the save.
 */
final class ReferenceChoice {
    private ReferenceChoice() {
    }

    /**
     * The reference of a save and the measured error of its lossy tensors.
     *
     * @param reference the snapshot later saves use as this iteration's reference ({@code original} itself, or a
     *                  decoded snapshot in scratch space that the caller closes)
     * @param errors    per loss role (empty when the save has no lossy part)
     */
    record Choice(Snapshot reference, List<RoleError> errors) {
    }

    /**
     * @param parts      the executed parts of the save, in plan order; lossy ones are marked within their bound
     * @param original   the snapshot as saved
     * @param references the references the save was encoded against, by iteration
     * @throws IOException naming the iteration, tensor and element if a lossy tensor breaks its bound
     */
    static Choice referenceFor(PlannedSave save, List<PartOutcome> parts, Snapshot original,
            Map<Long, Snapshot> references, Map<String, SnapshotCodec> codecs) throws IOException {
        boolean lossy = false;
        boolean verified = true;
        for (PartOutcome p : parts) {
            boolean exact = codecs.get(p.part().codec()).bound().isExact();
            lossy |= !exact;
            verified &= !exact || p.verified();
        }
        if (verified && !lossy) {
            return new Choice(original, List.of());
        }
        RoleErrors errors = new RoleErrors();
        Snapshot decoded = decoded(save, parts, original, references, codecs, errors);
        return new Choice(decoded, errors.rows());
    }

    /** The save as a restore would decode it: each part encoded again (the same bytes) and decoded whole. */
    private static Snapshot decoded(PlannedSave save, List<PartOutcome> outcomes, Snapshot original,
            Map<Long, Snapshot> references, Map<String, SnapshotCodec> codecs, RoleErrors errors)
            throws IOException {
        ScratchSpace scratch = ScratchSpace.forBytes(original.dataBytes());
        Map<String, Tensor> decoded = new HashMap<>();
        for (int p = 0; p < save.parts().size(); p++) {
            PartPlan part = save.parts().get(p);
            SnapshotCodec codec = codecs.get(part.codec());
            List<Snapshot> refs = new ArrayList<>();
            for (long r : part.references()) {
                refs.add(SnapshotViews.select(references.get(r), part.tensors()));
            }
            SpillBuffer buf = new SpillBuffer();
            try {
                SnapshotEncoder.encode(codec, SnapshotViews.select(original, part.tensors()), refs,
                        part.chunkBytes(), buf);
                java.util.function.Function<String, Optional<SnapshotCodec>> lookup =
                        id -> id.equals(codec.id()) ? Optional.of(codec) : Optional.empty();
                Snapshot back;
                long t0 = System.nanoTime();
                try (InputStream in = buf.open()) {
                    back = SnapshotDecoder.decode(in, null, part.tensors(), refs, lookup,
                            t -> ScratchSpace.allocate(scratch, t));
                }
                if (!codec.bound().isExact()) {
                    // a lossy part's decode time is this one (the executor does not decode its chunks)
                    outcomes.get(p).addDecodeNanos(System.nanoTime() - t0);
                }
                for (Tensor t : back.tensors()) {
                    decoded.put(t.name(), t);
                }
                if (!codec.bound().isExact()) {
                    LossBound bound;
                    try (InputStream in = buf.open()) {
                        bound = ContainerBound.of(new ContainerReader(in, null).header(), lookup);
                    }
                    check(save, part, bound, original, refs, back, errors);
                    outcomes.get(p).withinBound();
                }
            } finally {
                buf.release();
            }
        }
        List<Tensor> ordered = new ArrayList<>();
        for (TensorInfo t : original.infos()) {
            ordered.add(decoded.get(t.name()));
        }
        return new Snapshot(null, original.iteration(), ordered, scratch);
    }

    private static void check(PlannedSave save, PartPlan part, LossBound bound, Snapshot original,
            List<Snapshot> refs, Snapshot back, RoleErrors errors) throws IOException {
        for (TensorInfo t : part.tensors()) {
            ByteBuffer ref = refs.isEmpty() ? null : refs.get(0).tensor(t.name()).orElseThrow().data();
            BoundReport r = BoundCheck.check(t.name(), t.dtype(), original.tensor(t.name()).orElseThrow().data(),
                    back.tensor(t.name()).orElseThrow().data(), ref, bound);
            if (!r.withinBound()) {
                throw new IOException("iteration " + save.plan().iteration() + ": " + part.codec()
                        + " broke its bound " + bound.describe() + ": " + r.violation().get().message());
            }
            errors.add(LossRole.of(t.name(), t.dtype()).orElse(LossRole.OTHER_FLOAT), part.codec(), r);
        }
    }
}
