package org.snapwear.study.tests.blocks;

import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.VictimPolicy;
import org.snapwear.flash.ssd.WarmupLayout;
import org.snapwear.flash.ssd.WarmupState;

/** Small devices with Table 4 timing, so tests see plenty of GC in a few thousand writes. */
final class SmallDevices {
    private SmallDevices() {
    }

    /** 2 channels x 64 blocks x 16 pages = 128 blocks, 15 % over-provisioning, 5 % GC pool. */
    static SsdConfig small(VictimPolicy policy, int wearLevelThreshold) {
        return SsdConfig.builder().channels(2).blocksPerChip(64).pagesPerBlock(16).policy(policy)
                .wearLevelThreshold(wearLevelThreshold).seed(7).build();
    }

    /** Warm-up with invalid pages spread over the used blocks, so step 0 already has mixed blocks. */
    static WarmupState mixedWarmup() {
        return new WarmupState(96, 18, 14, WarmupLayout.MIXED);
    }
}
