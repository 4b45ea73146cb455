package org.snapwear.study.mapping;

import org.snapwear.gpu.buddy.TargetPolicy;
import org.snapwear.gpu.buddy.TargetRatio;
import org.snapwear.model.study.BuddySettings;

/**
 * {@link BuddySettings} to the GPU engine's {@link TargetPolicy}: target auto = per-allocation profiling under
 * buddyThreshold; a fixed target = one global ratio (the engine ignores the threshold then, and so does the
 * mapping).
 */
public final class BuddyMapping {

    private BuddyMapping() {
    }

    public static TargetPolicy policy(BuddySettings s) {
        return switch (s.getTarget()) {
            case AUTO -> TargetPolicy.profiled(s.getBuddyThreshold());
            case X1 -> TargetPolicy.global(TargetRatio.X1);
            case X1_33 -> TargetPolicy.global(TargetRatio.X1_33);
            case X2 -> TargetPolicy.global(TargetRatio.X2);
            case X4 -> TargetPolicy.global(TargetRatio.X4);
        };
    }
}
