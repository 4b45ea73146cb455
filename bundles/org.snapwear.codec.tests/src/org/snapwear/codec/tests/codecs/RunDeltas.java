package org.snapwear.codec.tests.codecs;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * The float deltas of a run of checkpoints (checkpoint directories or files) in progressive order: for every
 * checkpoint after the first, its fp32/bf16/fp16 tensors that the previous checkpoint holds with the same dtype and
 * shape, split by how many references they have (two when the checkpoint before holds them too, else one), as the
 * store's parts use them. Tensors new in a checkpoint (baselines) and non-float tensors are left out; codecs
 * compared on these parts all see the same bytes.
 */
public final class RunDeltas {

    /** One delta part: the current tensors and their counterparts in 1 or 2 references ([previous, before]). */
    public record Part(String label, Snapshot current, List<Snapshot> references) {
        /** Raw bytes of the current tensors. */
        public long rawBytes() {
            return current.dataBytes();
        }
    }

    private RunDeltas() {
    }

    /** The parts of the run in {@code dir}; the checkpoints stay open (memory-mapped) as long as the JVM lives. */
    public static List<Part> of(Path dir) throws IOException {
        SnapshotSequence seq = SnapshotSequence.discover(dir);
        List<Snapshot> snaps = new ArrayList<>();
        for (int i = 0; i < seq.size(); i++) {
            snaps.add(seq.open(i));
        }
        List<Part> parts = new ArrayList<>();
        for (int i = 1; i < snaps.size(); i++) {
            Snapshot cur = snaps.get(i);
            Snapshot prev = snaps.get(i - 1);
            Snapshot before = i >= 2 ? snaps.get(i - 2) : null;
            List<Tensor> two = new ArrayList<>();
            List<Tensor> one = new ArrayList<>();
            for (Tensor t : cur.tensors()) {
                if (!isFloat(t.dtype()) || counterpart(prev, t).isEmpty()) {
                    continue;
                }
                (before != null && counterpart(before, t).isPresent() ? two : one).add(t);
            }
            String label = dir.getFileName() + "/" + cur.iteration();
            if (!two.isEmpty()) {
                parts.add(new Part(label + " (2 refs)", snapshot(cur, two), List.of(counterparts(prev, two),
                        counterparts(before, two))));
            }
            if (!one.isEmpty()) {
                parts.add(new Part(label + " (1 ref)", snapshot(cur, one), List.of(counterparts(prev, one))));
            }
        }
        return parts;
    }

    static boolean isFloat(DType t) {
        return t == DType.F32 || t == DType.BF16 || t == DType.F16;
    }

    private static Optional<Tensor> counterpart(Snapshot s, Tensor t) {
        return s.tensor(t.name()).filter(o -> o.info().equals(t.info()));
    }

    private static Snapshot snapshot(Snapshot of, List<Tensor> tensors) {
        return new Snapshot(null, of.iteration(), List.copyOf(tensors));
    }

    /** The counterparts in {@code ref} of {@code tensors}, in the same order. */
    private static Snapshot counterparts(Snapshot ref, List<Tensor> tensors) {
        List<Tensor> out = new ArrayList<>();
        for (Tensor t : tensors) {
            out.add(counterpart(ref, t).orElseThrow());
        }
        return new Snapshot(null, ref.iteration(), out);
    }
}
