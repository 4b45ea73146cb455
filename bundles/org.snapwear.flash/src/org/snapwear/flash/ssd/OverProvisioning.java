package org.snapwear.flash.ssd;

/**
 * How an over-provisioning fraction relates physical capacity T to user capacity U. Both conventions are in
 * use (papers often do not say which), so a configuration always names one explicitly.
 */
public enum OverProvisioning {
    /** op = (T - U) / U, so U = T / (1 + op); alpha = T / U = 1 + op. */
    SPARE_OVER_USER,
    /** op = (T - U) / T (MQSim's convention), so U = T * (1 - op); alpha = 1 / (1 - op). */
    SPARE_OVER_TOTAL;

    /** User (logical) pages for {@code physicalPages} and fraction {@code op}, rounded down. */
    public long userPages(long physicalPages, double op) {
        if (!(op >= 0) || (this == SPARE_OVER_TOTAL && op >= 1)) {
            throw new IllegalArgumentException("over-provisioning " + op + " is out of range for " + this);
        }
        double u = this == SPARE_OVER_USER ? physicalPages / (1.0 + op) : physicalPages * (1.0 - op);
        // A tiny epsilon so that exact ratios (e.g. T/1.25 integral) are not lost to floating-point rounding.
        return (long) Math.floor(u + 1e-9);
    }
}
