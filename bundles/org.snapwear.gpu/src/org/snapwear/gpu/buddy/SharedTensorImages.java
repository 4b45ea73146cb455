package org.snapwear.gpu.buddy;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.snapwear.gpu.image.MemoryImage;
import org.snapwear.gpu.image.MemoryImages;
import org.snapwear.trace.sequence.LayoutMatch;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * A checkpoint sequence as memory images restricted to the tensors every snapshot holds. An overflow replay maps
 * every step into the allocation map of the profiling snapshot, so all steps need the same allocations; a real run
 * gains tensors (optimizer state after the first step), which are left out and counted ({@link #tensorsLeftOut}).
 * A sequence whose layout never changes is replayed whole, exactly as before. A tensor name with another dtype
 * or shape in two snapshots fails with {@link org.snapwear.trace.sequence.SequenceMismatchException}.
 */
public final class SharedTensorImages implements ImageSource {
    private final SnapshotSequence seq;
    private final Set<String> shared;
    private final int leftOut;

    private SharedTensorImages(SnapshotSequence seq, Set<String> shared, int leftOut) {
        this.seq = seq;
        this.shared = shared;
        this.leftOut = leftOut;
    }

    /** Reads every snapshot's tensor list once (one snapshot open at a time) to find the shared tensors. */
    public static SharedTensorImages of(SnapshotSequence seq) throws IOException {
        Map<String, TensorInfo> first = new HashMap<>();
        Map<String, Integer> holders = new HashMap<>();
        Set<String> all = new LinkedHashSet<>();
        for (int i = 0; i < seq.size(); i++) {
            try (Snapshot s = seq.open(i)) {
                for (TensorInfo t : s.infos()) {
                    TensorInfo before = first.putIfAbsent(t.name(), t);
                    if (before != null) {
                        LayoutMatch.checkCompatible(before, seq.entries().get(0).path(), t,
                                seq.entries().get(i).path());
                    }
                    holders.merge(t.name(), 1, Integer::sum);
                    all.add(t.name());
                }
            }
        }
        Set<String> shared = new LinkedHashSet<>();
        for (String n : all) {
            if (holders.get(n) == seq.size()) {
                shared.add(n);
            }
        }
        return new SharedTensorImages(seq, shared, all.size() - shared.size());
    }

    /** Tensors held by some snapshots but not all, left out of every image. */
    public int tensorsLeftOut() {
        return leftOut;
    }

    @Override
    public int size() {
        return seq.size();
    }

    @Override
    public MemoryImage open(int i) throws IOException {
        Snapshot s = seq.open(i);
        if (leftOut == 0) {
            return MemoryImages.fromSnapshot(s);
        }
        List<Tensor> kept = new ArrayList<>();
        for (Tensor t : s.tensors()) {
            if (shared.contains(t.name())) {
                kept.add(t);
            }
        }
        return MemoryImages.fromSnapshot(new Snapshot(s.source().orElse(null), s.iteration(), kept, s));
    }
}
