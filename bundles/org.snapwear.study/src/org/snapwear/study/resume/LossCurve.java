package org.snapwear.study.resume;

import java.util.Arrays;

/**
 * The loss of one run per optimizer step, in increasing step order (as {@link LossFile} reads it).
 *
 * @param steps  optimizer steps, strictly increasing
 * @param losses the loss at each step (NaN when the run diverged)
 */
public record LossCurve(long[] steps, double[] losses) {

    public LossCurve {
        if (steps.length != losses.length) {
            throw new IllegalArgumentException(steps.length + " steps but " + losses.length + " losses");
        }
        steps = steps.clone();
        losses = losses.clone();
    }

    public int size() {
        return steps.length;
    }

    /** The loss at {@code step}, or NaN when the run did not log that step. */
    public double lossAt(long step) {
        int i = Arrays.binarySearch(steps, step);
        return i >= 0 ? losses[i] : Double.NaN;
    }

    @Override
    public long[] steps() {
        return steps.clone();
    }

    @Override
    public double[] losses() {
        return losses.clone();
    }
}
