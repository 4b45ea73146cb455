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

    /** The curves one after another (a run in segments); a step in several keeps the later curve's loss. */
    public static LossCurve concat(java.util.List<LossCurve> parts) {
        java.util.TreeMap<Long, Double> all = new java.util.TreeMap<>();
        for (LossCurve c : parts) {
            for (int i = 0; i < c.steps.length; i++) {
                all.put(c.steps[i], c.losses[i]);
            }
        }
        long[] s = new long[all.size()];
        double[] l = new double[all.size()];
        int i = 0;
        for (var e : all.entrySet()) {
            s[i] = e.getKey();
            l[i++] = e.getValue();
        }
        return new LossCurve(s, l);
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
