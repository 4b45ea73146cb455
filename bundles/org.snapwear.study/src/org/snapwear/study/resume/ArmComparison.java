package org.snapwear.study.resume;

import java.util.ArrayList;
import java.util.List;

/**
 * Compares an arm's resumed loss curves with the exact arm's {@link SeedBand}: per step against the band, and,
 * on curves smoothed by a trailing mean over {@code window} steps (single minibatch losses are too noisy to
 * read a target from), the final difference and the extra steps to the exact arm's final loss.
 */
public final class ArmComparison {

    private ArmComparison() {
    }

    /**
     * @param curves the arm's curves, one per seed that produced one (may be empty)
     * @param window trailing-mean width in steps, >= 1
     */
    public static ArmResult compare(String arm, List<LossCurve> curves, SeedBand band, int window,
            Long bytesPerSave) {
        if (window < 1) {
            throw new IllegalArgumentException("window must be >= 1, got " + window);
        }
        List<Integer> idx = new ArrayList<>();
        List<Double> mean = new ArrayList<>();
        for (int i = 0; i < band.size() && !curves.isEmpty(); i++) {
            double sum = 0;
            boolean all = true;
            for (LossCurve c : curves) {
                if (missing(c, band.steps()[i])) {
                    all = false;
                    break;
                }
                sum += c.lossAt(band.steps()[i]);
            }
            if (all) {
                idx.add(i);
                mean.add(sum / curves.size());
            }
        }
        int n = idx.size();
        long[] steps = new long[n];
        double[] loss = new double[n];
        double[] diff = new double[n];
        double[] exact = new double[n];
        boolean[] inside = new boolean[n];
        Long firstExit = null;
        int outside = 0;
        for (int k = 0; k < n; k++) {
            int i = idx.get(k);
            steps[k] = band.steps()[i];
            loss[k] = mean.get(k);
            exact[k] = band.mean()[i];
            diff[k] = loss[k] - exact[k];
            inside[k] = band.inside(i, loss[k]);
            if (!inside[k]) {
                outside++;
                if (firstExit == null) {
                    firstExit = steps[k];
                }
            }
        }
        double finalDiff = Double.NaN;
        Long extra = null;
        if (n > 0) {
            double[] armSmooth = trailingMean(loss, window);
            double[] exactSmooth = trailingMean(exact, window);
            finalDiff = armSmooth[n - 1] - exactSmooth[n - 1];
            double target = exactSmooth[n - 1];
            long exactReach = reach(steps, exactSmooth, target);
            long armReach = reach(steps, armSmooth, target);
            extra = armReach < 0 ? null : armReach - exactReach;
        }
        return new ArmResult(arm, curves.size(), steps, loss, diff, inside, firstExit, outside, finalDiff, extra,
                bytesPerSave);
    }

    private static boolean missing(LossCurve c, long step) {
        return java.util.Arrays.binarySearch(c.steps(), step) < 0;
    }

    /** The first step whose smoothed loss is at or below target, or -1. */
    private static long reach(long[] steps, double[] smooth, double target) {
        for (int i = 0; i < steps.length; i++) {
            if (smooth[i] <= target) {
                return steps[i];
            }
        }
        return -1;
    }

    /** Mean of the last {@code window} values up to each index (fewer at the start). */
    static double[] trailingMean(double[] v, int window) {
        double[] out = new double[v.length];
        double sum = 0;
        for (int i = 0; i < v.length; i++) {
            sum += v[i];
            if (i >= window) {
                sum -= v[i - window];
            }
            out[i] = sum / Math.min(i + 1, window);
        }
        return out;
    }
}
