package org.snapwear.codec.loss;

import java.util.Optional;

/**
 * The measured error of one decoded tensor against its original.
 *
 * @param tensor         tensor name
 * @param elements       elements compared
 * @param maxAbsError    largest |d - o| over finite originals
 * @param meanAbsError   mean |d - o| over finite originals
 * @param maxRelError    largest |d - o| / |o| over finite non-zero originals
 * @param meanRelError   mean of the same
 * @param fractionPruned fraction of non-zero originals that came back as 0
 * @param violation      the first element that breaks the bound, if any
 */
public record BoundReport(String tensor, long elements, double maxAbsError, double meanAbsError, double maxRelError,
        double meanRelError, double fractionPruned, Optional<BoundViolation> violation) {

    /** True if every element is within the bound. */
    public boolean withinBound() {
        return violation.isEmpty();
    }
}
