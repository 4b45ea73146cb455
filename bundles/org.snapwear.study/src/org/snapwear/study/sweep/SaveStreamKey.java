package org.snapwear.study.sweep;

import java.io.Serializable;

import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.codec.scheme.SchemeSpec;

/**
 * Names one save stream of a sweep: the scheme with its snap_dis in the printed form of {@link SchemeSpec#print()}.
 * Cells with equal keys replay the same stream, which is computed once. A lossy stream's key ends in
 * {@code --loss PROFILE} ({@link SweepLoss}).
 *
 * @param scheme the printed scheme, e.g. {@code --codec xor-zstd --baseline huffman-exp --mode chain --snap-dis 4}
 */
public record SaveStreamKey(String scheme) implements Serializable, Comparable<SaveStreamKey> {

    private static final long serialVersionUID = 1L;

    public SaveStreamKey {
        if (scheme == null || scheme.isBlank()) {
            throw new IllegalArgumentException("a save stream key needs a scheme");
        }
    }

    /** The scheme, parsed back. */
    public SchemeSpec spec() {
        return SchemeSpec.parse(SweepLoss.scheme(scheme));
    }

    /** The loss profile the stream is saved with ({@link PlanLoss#EXACT} unless the key names one). */
    public PlanLoss loss() {
        return SweepLoss.plan(scheme);
    }

    @Override
    public int compareTo(SaveStreamKey o) {
        return scheme.compareTo(o.scheme);
    }
}
