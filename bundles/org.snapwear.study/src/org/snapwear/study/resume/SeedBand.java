package org.snapwear.study.resume;

import java.util.List;
import java.util.TreeSet;

/**
 * The exact arm's loss per step across its seeds: the steps every seed logged, their mean and the band
 * ({@link BandRule}) a transformed checkpoint's resumed loss is held against.
 */
public record SeedBand(long[] steps, double[] mean, double[] low, double[] high, int seeds, BandRule rule) {

    /** @throws IllegalArgumentException when there are no curves or they share no step */
    public static SeedBand of(List<LossCurve> curves, BandRule rule) {
        if (curves.isEmpty()) {
            throw new IllegalArgumentException("the exact arm has no loss curve");
        }
        TreeSet<Long> common = new TreeSet<>();
        for (long s : curves.get(0).steps()) {
            common.add(s);
        }
        for (LossCurve c : curves.subList(1, curves.size())) {
            TreeSet<Long> here = new TreeSet<>();
            for (long s : c.steps()) {
                here.add(s);
            }
            common.retainAll(here);
        }
        if (common.isEmpty()) {
            throw new IllegalArgumentException("the exact arm's runs share no logged step");
        }
        int n = common.size();
        long[] steps = new long[n];
        double[] mean = new double[n];
        double[] low = new double[n];
        double[] high = new double[n];
        int i = 0;
        for (long step : common) {
            double sum = 0;
            double min = Double.POSITIVE_INFINITY;
            double max = Double.NEGATIVE_INFINITY;
            for (LossCurve c : curves) {
                double v = c.lossAt(step);
                sum += v;
                min = Math.min(min, v);
                max = Math.max(max, v);
            }
            double m = sum / curves.size();
            steps[i] = step;
            mean[i] = m;
            if (rule.sigmas() == 0) {
                low[i] = min;
                high[i] = max;
            } else {
                double sq = 0;
                for (LossCurve c : curves) {
                    double d = c.lossAt(step) - m;
                    sq += d * d;
                }
                double sd = curves.size() > 1 ? Math.sqrt(sq / (curves.size() - 1)) : 0;
                low[i] = m - rule.sigmas() * sd;
                high[i] = m + rule.sigmas() * sd;
            }
            i++;
        }
        return new SeedBand(steps, mean, low, high, curves.size(), rule);
    }

    public int size() {
        return steps.length;
    }

    /** Whether {@code loss} lies in the band at index {@code i} (NaN never does). */
    public boolean inside(int i, double loss) {
        return loss >= low[i] && loss <= high[i];
    }
}
