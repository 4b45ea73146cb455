package org.snapwear.study.tests.blocks;

import org.snapwear.flash.ssd.HostTiming;
import org.snapwear.flash.ssd.OverProvisioning;
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
        SsdConfig t = SsdConfig.table4();
        return new SsdConfig(2, 1, 64, 16, t.pageBytes(), t.byteTransferMs(), t.pageReadMs(), t.pageWriteMs(),
                t.blockEraseMs(), 0.15, OverProvisioning.SPARE_OVER_USER, 0.05, policy, 2, wearLevelThreshold,
                HostTiming.PER_CHANNEL, 7);
    }

    /** Warm-up with invalid pages spread over the used blocks, so step 0 already has mixed blocks. */
    static WarmupState mixedWarmup() {
        return new WarmupState(96, 18, 14, WarmupLayout.MIXED);
    }
}
