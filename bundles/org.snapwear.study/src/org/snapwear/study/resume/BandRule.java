package org.snapwear.study.resume;

import java.util.Locale;

/**
 * How the seed-noise band of the exact arm is drawn per step: from the lowest to the highest loss of its seeds
 * ({@code minmax}, the default), or the seeds' mean plus and minus {@code k} standard deviations ({@code sd:K}).
 *
 * @param sigmas k, or 0 for min/max
 */
public record BandRule(double sigmas) {
    public static final BandRule MIN_MAX = new BandRule(0);

    public BandRule {
        if (!(sigmas >= 0) || Double.isInfinite(sigmas)) {
            throw new IllegalArgumentException("the band's k must be a number >= 0, got " + sigmas);
        }
    }

    /** {@code minmax} or {@code sd:K}. */
    public static BandRule parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.equals("minmax")) {
            return MIN_MAX;
        }
        if (t.startsWith("sd:")) {
            double k;
            try {
                k = Double.parseDouble(t.substring(3));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("band must be minmax or sd:K, got '" + text + "'");
            }
            if (!(k > 0)) {
                throw new IllegalArgumentException("band sd:K needs K > 0, got '" + text + "'");
            }
            return new BandRule(k);
        }
        throw new IllegalArgumentException("band must be minmax or sd:K, got '" + text + "'");
    }

    public String id() {
        return sigmas == 0 ? "minmax" : "sd:" + sigmas;
    }

    /** For people: "min..max of 3 seeds" or "mean ± 2.0 sd of 3 seeds". */
    public String describe(int seeds) {
        return sigmas == 0 ? "min..max of " + seeds + " seeds"
                : String.format(Locale.ROOT, "mean ± %s sd of %d seeds", sigmas, seeds);
    }
}
