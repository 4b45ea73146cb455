package org.snapwear.codec.container;

import java.util.ArrayList;
import java.util.List;

import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/** Sub-snapshots by tensor name: the tensors of one part, taken from a snapshot or from a reference. */
public final class SnapshotViews {
    private SnapshotViews() {
    }

    /**
     * The tensors of {@code s} named in {@code infos}, in that order (no copy; closing the view releases nothing).
     *
     * @throws IllegalArgumentException if a tensor is missing or differs in dtype or shape
     */
    public static Snapshot select(Snapshot s, List<TensorInfo> infos) {
        List<Tensor> out = new ArrayList<>(infos.size());
        for (TensorInfo i : infos) {
            Tensor t = s.tensor(i.name()).orElseThrow(() -> new IllegalArgumentException(s + " has no tensor "
                    + i.name()));
            if (!t.info().equals(i)) {
                throw new IllegalArgumentException("tensor " + i.name() + " of " + s + " is " + t.info()
                        + ", expected " + i);
            }
            out.add(t);
        }
        return new Snapshot(s.source().orElse(null), s.iteration(), out);
    }
}
