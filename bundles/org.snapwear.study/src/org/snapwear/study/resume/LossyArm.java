package org.snapwear.study.resume;

import java.nio.file.Path;

import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossProfile;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.codec.plan.LossyCheckpoint;
import org.snapwear.codec.plan.LossyCheckpointReport;

/**
 * An arm whose checkpoint goes through a loss profile: {@link LossyCheckpoint#write} encodes each tensor the
 * profile makes lossy as the store would, checks it against its bound and writes back a normal checkpoint with
 * the decoded values, which the training command resumes from. Its bytes per save are the encoded tensor bytes
 * plus the non-tensor bytes, what a store save of it writes before any delta against an earlier save.
 */
public final class LossyArm {

    private LossyArm() {
    }

    /**
     * The arm of {@code profile}, named after it.
     *
     * @throws IllegalArgumentException for the {@code exact} profile (that is the exact arm)
     */
    public static ArmSpec of(LossProfile profile, ExactGlobs exact) {
        if (profile.name().equals(LossProfiles.EXACT)) {
            throw new IllegalArgumentException("the exact profile is the exact arm; name a lossy profile");
        }
        return new ArmSpec(profile.name(), (source, dir, previous) -> {
            Path target = dir.resolve(source.getFileName());
            // after a restart, the previous lossy checkpoint is the reference: the closed loop of ExCP
            LossyCheckpointReport r = LossyCheckpoint.write(source, target, profile, exact, previous);
            return new ArmCheckpoint(target, r.encodedBytes() + r.nonTensorBytes());
        });
    }
}
