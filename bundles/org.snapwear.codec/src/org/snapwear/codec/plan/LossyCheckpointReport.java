package org.snapwear.codec.plan;

import java.util.List;
import org.snapwear.codec.loss.LossDecision;

/**
 * What {@link LossyCheckpoint#write} did to one checkpoint.
 *
 * @param profile        the loss profile's name
 * @param roles          one row per loss role that had tensors (in role order), then the row of exact tensors
 * @param exactReported  tensors the profile would have made lossy but that stayed exact for a reason the user
 *                       should see ({@link LossDecision#UNSUPPORTED_DTYPE}, {@link LossDecision#EXACT_GLOB})
 * @param tensorBytes    tensor data bytes of the checkpoint
 * @param encodedBytes   the roles' encoded bytes added up (exact tensors at their raw size)
 * @param nonTensorBytes bytes outside the tensor payloads, copied unchanged
 * @param referenced     tensors encoded against the reference checkpoint
 */
public record LossyCheckpointReport(String profile, List<RoleLoss> roles, List<LossDecision> exactReported,
        long tensorBytes, long encodedBytes, long nonTensorBytes, int referenced) {

    public LossyCheckpointReport {
        roles = List.copyOf(roles);
        exactReported = List.copyOf(exactReported);
    }

    /** Encoded tensor bytes as a fraction of the raw tensor bytes. */
    public double tensorRatio() {
        return tensorBytes == 0 ? 1 : (double) encodedBytes / tensorBytes;
    }

    /** Encoded tensor bytes plus non-tensor bytes as a fraction of the checkpoint's bytes. */
    public double checkpointRatio() {
        long total = tensorBytes + nonTensorBytes;
        return total == 0 ? 1 : (double) (encodedBytes + nonTensorBytes) / total;
    }
}
