package org.snapwear.codec.scheme;

import java.io.Serializable;

/**
 * The measured error of a save's lossy tensors of one loss role, against the originals (the loss bound checker's
 * numbers added up over the role's tensors).
 *
 * @param role           the loss role's id ({@code exp_avg}, {@code exp_avg_sq}, {@code parameter},
 *                       {@code other_float})
 * @param codec          the codec spec the loss profile gave it ({@code quant-absmax:bits=8})
 * @param tensors        lossy tensors of the role in the save
 * @param maxAbsError    largest |decoded - original|
 * @param maxRelError    largest |decoded - original| / |original| over non-zero originals
 * @param meanRelError   mean relative error, tensors weighted by their element counts
 * @param fractionPruned fraction of non-zero originals that came back as 0, weighted the same way
 */
public record RoleError(String role, String codec, int tensors, double maxAbsError, double maxRelError,
        double meanRelError, double fractionPruned) implements Serializable {
    private static final long serialVersionUID = 1L;
}
