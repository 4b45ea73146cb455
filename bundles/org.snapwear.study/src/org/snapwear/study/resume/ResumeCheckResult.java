package org.snapwear.study.resume;

import java.util.List;

/**
 * The outcome of a resume check. Runs that failed are listed and left out; the rest is kept.
 *
 * @param band     the exact arm's seed band, or null when no exact run produced a loss curve
 * @param arms     every arm compared with the band, in request order; the exact arm first, compared with itself
 *                 (so its bytes per save sit in the same table); empty without a band
 * @param failures runs without a usable loss curve
 * @param command  what was run
 * @param seeds    the seeds
 * @param window   the trailing-mean width used
 */
public record ResumeCheckResult(SeedBand band, List<ArmResult> arms, List<RunFailure> failures, String command,
        List<Long> seeds, int window) {

    public ResumeCheckResult {
        arms = List.copyOf(arms);
        failures = List.copyOf(failures);
        seeds = List.copyOf(seeds);
    }

    /** True when the band exists and no run failed. */
    public boolean complete() {
        return band != null && failures.isEmpty();
    }
}
