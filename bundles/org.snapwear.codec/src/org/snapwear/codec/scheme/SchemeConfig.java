package org.snapwear.codec.scheme;

import java.io.Serializable;

/**
 * Parameters of Algorithm 2. The paper numbers snapshots by {@code iter/unit} starting at 1 (its first snapshot is
 * taken at iteration {@code unit}); real runs often also save iteration 0, so the ordinal used here is
 * {@code k = (iter - firstIteration) / unit + 1} and the paper's formulas are applied to k. With
 * {@code firstIteration = unit} this is exactly the paper's {@code iter/unit}.
 *
 * @param mode           full, progressive or chain
 * @param snapDis        a new baseline every snapDis snapshots (ordinals 1, 1 + snapDis, 1 + 2 snapDis, ...)
 * @param unit           iterations between two consecutive snapshots
 * @param firstIteration iteration of the first snapshot (ordinal 1)
 */
public record SchemeConfig(SchemeMode mode, int snapDis, long unit, long firstIteration) implements Serializable {
    private static final long serialVersionUID = 1L;

    public SchemeConfig {
        if (mode == null) {
            throw new IllegalArgumentException("mode is required");
        }
        if (snapDis < 1) {
            throw new IllegalArgumentException("snap_dis must be >= 1, got " + snapDis);
        }
        if (unit < 1) {
            throw new IllegalArgumentException("unit must be >= 1, got " + unit);
        }
    }

    /**
     * The paper's convention: first snapshot at iteration {@code unit}.
     */
    public static SchemeConfig paper(SchemeMode mode, int snapDis, long unit) {
        return new SchemeConfig(mode, snapDis, unit, unit);
    }

    /**
     * Ordinal k (1-based) of an iteration.
     *
     * @throws IllegalArgumentException if the iteration is not on the snapshot grid
     */
    public long ordinal(long iteration) {
        long d = iteration - firstIteration;
        if (d < 0 || d % unit != 0) {
            throw new IllegalArgumentException("iteration " + iteration + " is not a snapshot iteration (first "
                    + firstIteration + ", unit " + unit + ")");
        }
        return d / unit + 1;
    }

    /** Iteration of ordinal k. */
    public long iterationOf(long ordinal) {
        return firstIteration + (ordinal - 1) * unit;
    }

    /** True if the snapshot at this iteration is a baseline: {@code (k - 1) % snapDis == 0} (Algorithm 2, line 9). */
    public boolean isBaseline(long iteration) {
        return mode == SchemeMode.FULL || (ordinal(iteration) - 1) % snapDis == 0;
    }

    /** Iteration of the baseline this snapshot belongs to: {@code iter - ((k - 1) % snapDis) * unit}. */
    public long baselineOf(long iteration) {
        if (mode == SchemeMode.FULL) {
            return iteration;
        }
        return iteration - ((ordinal(iteration) - 1) % snapDis) * unit;
    }
}
