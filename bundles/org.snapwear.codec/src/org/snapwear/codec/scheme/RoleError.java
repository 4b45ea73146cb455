package org.snapwear.codec.scheme;

import java.io.Serializable;

/**
 * The measured error of a save's lossy tensors of one loss role, against the originals (the loss bound checker's
 * numbers added up over the role's tensors). Two views: on the values ({@code maxAbsError}, {@code maxRelError},
 * {@code meanRelError}: what a value-by-value comparison shows), and in the domain the codec bounds
 * ({@code errorDomain}: {@code value}, or {@code sqrt} for {@code quant-sqrt}, which bounds |sqrt(d) - sqrt(o)|
 * against the square root of its block's largest value, so a second moment 10^-12 of its block's largest that comes
 * back as the smallest non-zero code has a huge relative error on the values and a small one where it is bounded).
 *
 * @param role              the loss role's id ({@code exp_avg}, {@code exp_avg_sq}, {@code parameter},
 *                          {@code other_float})
 * @param codec             the codec spec the loss profile gave it ({@code quant-absmax:bits=8}); where a first-save
 *                          codec coded some of the role's tensors, both ({@link #codecLabel})
 * @param tensors           lossy tensors of the role in the save
 * @param maxAbsError       largest |decoded - original|
 * @param maxRelError       largest |decoded - original| / |original| over non-zero originals
 * @param meanRelError      mean relative error, tensors weighted by their element counts
 * @param fractionPruned    fraction of non-zero originals that came back as 0, weighted the same way
 * @param errorDomain       {@code value} or {@code sqrt}: the domain the codec's bound is stated in
 * @param maxAbsErrorInDomain largest absolute error in that domain (|sqrt(d) - sqrt(o)| for {@code sqrt})
 * @param maxErrorOfBound   largest error as a fraction of what the codec's bound allows at that element (at most
 *                          1)
 */
public record RoleError(String role, String codec, int tensors, double maxAbsError, double maxRelError,
        double meanRelError, double fractionPruned, String errorDomain, double maxAbsErrorInDomain,
        double maxErrorOfBound) implements Serializable {
    /** Unchanged: a record written before the domain fields existed reads back with the value domain. */
    private static final long serialVersionUID = 1L;

    /**
     * The codec label of a role whose tensors were coded with {@code specs}: the one spec, or the distinct specs in
     * order of first use joined by {@code " + "} (a first-save codec beside the role's codec).
     */
    public static String codecLabel(java.util.Collection<String> specs) {
        return String.join(" + ", new java.util.LinkedHashSet<>(specs));
    }

    public RoleError {
        if (errorDomain == null) { // deserialized from before the field existed: the value-domain numbers
            errorDomain = "value";
            maxAbsErrorInDomain = maxAbsError;
            maxErrorOfBound = Double.NaN; // not measured then (JSON writes it as null)
        }
    }
}
