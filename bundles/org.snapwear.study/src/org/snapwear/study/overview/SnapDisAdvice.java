package org.snapwear.study.overview;

/**
 * The Table 10 recommendation for one mode of the chosen codec pair under the storage cap (the rule of the
 * study's snap_dis sweep, {@link org.snapwear.study.outcome.SnapDisRule}).
 *
 * @param mode                progressive or chain
 * @param codec               delta codec swept
 * @param baselineCodec       its baseline codec
 * @param snapDis             the recommendation, 0 when no swept value keeps within the cap
 * @param writtenPct          written volume at that snap_dis, % of raw
 * @param peakUsefulSnapshots peak useful storage at that snap_dis, raw snapshot sizes
 * @param rule                the rule applied, or why nothing qualified
 */
public record SnapDisAdvice(String mode, String codec, String baselineCodec, int snapDis, double writtenPct,
        double peakUsefulSnapshots, String rule) {
}
