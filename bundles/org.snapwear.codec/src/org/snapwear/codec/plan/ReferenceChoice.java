package org.snapwear.codec.plan;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.snapwear.codec.container.ScratchSpace;
import org.snapwear.codec.container.SnapshotDecoder;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.container.SnapshotViews;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * The one place where the simulation chooses what later saves are encoded against. A restore rebuilds a snapshot
 * by decoding it, so the true reference is the decoded snapshot. The original may stand in for it only because,
 * and only when, every chunk of the save decoded back bit-exactly (the executor compared each one): then the two
 * are the same bytes and nothing needs to be decoded or kept in scratch space. When a round trip was not exact (a
 * codec bug, or a lossy codec), the save is reported unverified and the decoded snapshot itself becomes the
 * reference, so the error carries on into every save built on it instead of hiding behind the original data.
 */
final class ReferenceChoice {
    private ReferenceChoice() {
    }

    /**
     * @param verified   every chunk of every part of the save round-tripped
     * @param original   the snapshot as saved
     * @param references the references the save was encoded against, by iteration
     * @return the snapshot later saves use as this iteration's reference ({@code original} itself, or a decoded
     *         snapshot in scratch space that the caller closes)
     */
    static Snapshot referenceFor(PlannedSave save, boolean verified, Snapshot original,
            Map<Long, Snapshot> references, Map<String, SnapshotCodec> codecs) throws IOException {
        if (verified) {
            return original;
        }
        return decoded(save, original, references, codecs);
    }

    /** The save as a restore would decode it: each part encoded again (the same bytes) and decoded whole. */
    private static Snapshot decoded(PlannedSave save, Snapshot original, Map<Long, Snapshot> references,
            Map<String, SnapshotCodec> codecs) throws IOException {
        ScratchSpace scratch = ScratchSpace.forBytes(original.dataBytes());
        Map<String, Tensor> decoded = new HashMap<>();
        for (PartPlan part : save.parts()) {
            SnapshotCodec codec = codecs.get(part.codec());
            List<Snapshot> refs = new ArrayList<>();
            for (long r : part.references()) {
                refs.add(SnapshotViews.select(references.get(r), part.tensors()));
            }
            SpillBuffer buf = new SpillBuffer();
            try {
                SnapshotEncoder.encode(codec, SnapshotViews.select(original, part.tensors()), refs,
                        part.chunkBytes(), buf);
                try (InputStream in = buf.open()) {
                    Snapshot back = SnapshotDecoder.decode(in, null, part.tensors(), refs,
                            id -> id.equals(codec.id()) ? Optional.of(codec) : Optional.empty(),
                            t -> ScratchSpace.allocate(scratch, t));
                    for (Tensor t : back.tensors()) {
                        decoded.put(t.name(), t);
                    }
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
}
