package org.snapwear.flash.theory;

/** The principal branch W0 of the Lambert W function (w e^w = x, w >= -1), by Halley iteration. */
public final class LambertW {
    private LambertW() {
    }

    /**
     * W0(x) for x >= -1/e.
     *
     * @throws IllegalArgumentException for x < -1/e or NaN
     */
    public static double w0(double x) {
        final double minusInvE = -1.0 / Math.E;
        if (!(x >= minusInvE - 1e-15)) {
            throw new IllegalArgumentException("W0 is defined for x >= -1/e, got " + x);
        }
        if (x <= minusInvE) {
            return -1.0;
        }
        if (x == 0) {
            return 0;
        }
        double w;
        if (x < -0.25) {
            // Branch-point series: w = -1 + p - p^2/3 + 11/72 p^3 with p = sqrt(2(e x + 1)).
            double p = Math.sqrt(2 * (Math.E * x + 1));
            w = -1 + p - p * p / 3 + 11.0 / 72 * p * p * p;
        } else if (x < 3) {
            w = Math.log1p(x) * 0.8; // close enough for Halley's cubic convergence
        } else {
            double l = Math.log(x);
            w = l - Math.log(l);
        }
        for (int i = 0; i < 64; i++) {
            double e = Math.exp(w);
            double f = w * e - x;
            double wp1 = w + 1;
            if (wp1 == 0) {
                break;
            }
            double step = f / (e * wp1 - (w + 2) * f / (2 * wp1));
            w -= step;
            if (Math.abs(step) <= 1e-15 * (1 + Math.abs(w))) {
                break;
            }
        }
        return w;
    }
}
