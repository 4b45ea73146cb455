package org.snapwear.codec.plan;

/**
 * What a loss profile did to the tensors of one role in one checkpoint: their bytes before and after, and the error
 * measured by {@link org.snapwear.codec.loss.BoundCheck} against the originals.
 *
 * @param role           the loss role's id ({@code exp_avg}), or {@link #EXACT_ROLE} for tensors kept exact
 * @param codec          the codec spec the profile gave the role ({@code quant-absmax:bits=8}), or {@code exact}
 * @param tensors        tensors of the role
 * @param rawBytes       their tensor data bytes
 * @param encodedBytes   bytes of the lossy containers they were encoded into (headers included); for tensors kept
 *                       exact their raw bytes (writing a checkpoint compresses nothing losslessly)
 * @param maxAbsError    largest |decoded - original| over the role's elements
 * @param maxRelError    largest |decoded - original| / |original| over its non-zero elements
 * @param meanRelError   mean relative error, the tensors' means weighted by their element counts
 * @param fractionPruned fraction of non-zero elements that came back as 0, weighted the same way
 */
public record RoleLoss(String role, String codec, int tensors, long rawBytes, long encodedBytes, double maxAbsError,
        double maxRelError, double meanRelError, double fractionPruned) {
    /** The row of tensors the profile left exact. */
    public static final String EXACT_ROLE = "exact";

    /** Encoded bytes as a fraction of raw bytes (1 for an empty role). */
    public double ratio() {
        return rawBytes == 0 ? 1 : (double) encodedBytes / rawBytes;
    }
}
