package org.snapwear.gpu.buddy;

import java.util.Arrays;

/**
 * Chooses target ratios. A global target applies one ratio to every allocation (the paper's naive scheme).
 * The profiling pass picks, per allocation, 16x if the allocation is entirely zero, otherwise the most
 * aggressive of 4x, 2x, 1.33x, 1x whose expected fraction of buddy accesses (entries whose compressed size
 * exceeds the device share, weighted by the access profile) does not exceed the buddy threshold.
 */
public final class TargetSelector {
    private TargetSelector() {
    }

    public static TargetRatio[] global(EntryTable table, TargetRatio target) {
        if (target == TargetRatio.X16) {
            throw new IllegalArgumentException("16x is only chosen for all-zero allocations, not as a global target");
        }
        TargetRatio[] t = new TargetRatio[table.allocations()];
        Arrays.fill(t, target);
        return t;
    }

    public static TargetRatio[] profiled(EntryTable table, double buddyThreshold, AccessProfile profile) {
        if (!(buddyThreshold >= 0 && buddyThreshold <= 1)) {
            throw new IllegalArgumentException("buddy threshold must be in [0, 1], got " + buddyThreshold);
        }
        TargetRatio[] out = new TargetRatio[table.allocations()];
        for (int a = 0; a < out.length; a++) {
            if (table.allocationEntries(a) > 0 && table.allZero(a)) {
                out[a] = TargetRatio.X16;
                continue;
            }
            out[a] = TargetRatio.X1;
            for (TargetRatio t : TargetRatio.SECTOR_TARGETS_DESCENDING) {
                double all = 0;
                double over = 0;
                for (int e = table.firstEntry(a); e < table.firstEntry(a + 1); e++) {
                    double w = profile.weight(e);
                    all += w;
                    if (table.bits(e) > t.deviceBits()) {
                        over += w;
                    }
                }
                if (all == 0 || over / all <= buddyThreshold) {
                    out[a] = t;
                    break;
                }
            }
        }
        return out;
    }
}
