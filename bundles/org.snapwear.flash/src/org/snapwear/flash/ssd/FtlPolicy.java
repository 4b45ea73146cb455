package org.snapwear.flash.ssd;

/**
 * How the FTL uses the device: spare area, the GC free-block pool and victim choice, static wear levelling.
 * Checked as part of {@link SsdConfig}.
 *
 * @param overProvisioning   spare fraction, interpreted by {@code opConvention}
 * @param opConvention       which over-provisioning convention
 * @param gcThreshold        fraction of each chip's blocks that GC keeps free (the free-block pool)
 * @param policy             GC victim policy
 * @param dChoices           sample size of {@link VictimPolicy#D_CHOICES}
 * @param wearLevelThreshold static wear levelling: migrate the coldest block when max - min erase count of a
 *                           chip exceeds this (0 = off)
 */
public record FtlPolicy(double overProvisioning, OverProvisioning opConvention, double gcThreshold,
        VictimPolicy policy, int dChoices, int wearLevelThreshold) {

    /** Table 8's 15% over-provisioning (spare over user) and 5% GC threshold, greedy GC, no wear levelling. */
    public static FtlPolicy table8() {
        return new FtlPolicy(0.15, OverProvisioning.SPARE_OVER_USER, 0.05, VictimPolicy.GREEDY, 2, 0);
    }
}
