package org.snapwear.codec.loss;

import java.util.Locale;

/**
 * The first element of a tensor whose decoded value breaks the bound.
 *
 * @param tensor   tensor name
 * @param element  element index in the tensor
 * @param original the original value
 * @param decoded  the decoded value
 * @param allowed  the largest error the bound allows at this element (NaN where the rule is not a distance)
 * @param reason   which rule: {@code error above the bound}, {@code zero not kept}, {@code sign flipped},
 *                 {@code non-finite value not kept}, {@code non-finite value decoded}, {@code bytes differ}
 */
public record BoundViolation(String tensor, long element, double original, double decoded, double allowed,
        String reason) {

    /** One line for the terminal and logs. */
    public String message() {
        String at = String.format(Locale.ROOT, "tensor %s element %d: decoded %s for %s", tensor, element,
                Double.toString(decoded), Double.toString(original));
        return Double.isNaN(allowed) ? at + ": " + reason
                : at + String.format(Locale.ROOT, ": %s (error %.6g, allowed %.6g)", reason,
                        Math.abs(decoded - original), allowed);
    }
}
