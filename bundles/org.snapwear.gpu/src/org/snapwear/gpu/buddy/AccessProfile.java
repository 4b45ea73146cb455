package org.snapwear.gpu.buddy;

/**
 * Relative access frequency of each entry. Without a measured profile the model assumes every entry is
 * accessed equally often ({@link #UNIFORM}); a profile from a trace can weight hot entries.
 */
@FunctionalInterface
public interface AccessProfile {
    AccessProfile UNIFORM = e -> 1.0;

    /** Non-negative weight of entry {@code e}. */
    double weight(int e);

    /** A profile from one weight per entry. */
    static AccessProfile of(double[] weights) {
        double[] w = weights.clone();
        return e -> w[e];
    }
}
