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
 * @param domain         the domain the bound is stated in: {@link #VALUE}, or {@link #SQRT} for a bound on the
 *                       square roots ({@code quant-sqrt}: |sqrt(d) - sqrt(o)|)
 * @param maxAbsErrorInDomain largest error in that domain (|sqrt(d) - sqrt(o)| for {@link #SQRT}, else
 *                       {@code maxAbsError})
 * @param maxErrorOfBound     largest error as a fraction of what the bound allows at that element (at most 1 within the
 *                       bound; 0 for an exact bound)
 */
public record BoundReport(String tensor, long elements, double maxAbsError, double meanAbsError, double maxRelError,
        double meanRelError, double fractionPruned, Optional<BoundViolation> violation, String domain,
        double maxAbsErrorInDomain, double maxErrorOfBound) {
    /** Errors measured on the values themselves. */
    public static final String VALUE = "value";
    /** Errors measured on the square roots of the values (the quantity Adam divides by, for its second moment). */
    public static final String SQRT = "sqrt";

    /** True if every element is within the bound. */
    public boolean withinBound() {
        return violation.isEmpty();
    }
}
