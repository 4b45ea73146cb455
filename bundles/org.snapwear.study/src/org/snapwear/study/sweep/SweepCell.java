package org.snapwear.study.sweep;

import java.io.Serializable;
import java.util.Locale;

import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.VictimPolicy;
import org.snapwear.flash.ssd.WarmupState;

/**
 * One cell of a sweep: a scheme at one snap_dis on one SSD configuration. Holds only strings, numbers and enums,
 * so a distributed run can ship it; the device is the Table 4 device ({@link SsdConfig#table4()}) with the
 * cell's settings, built on demand.
 *
 * @param index            position in {@link SweepGrid#cells()}; rows are merged in this order
 * @param scheme           the scheme's name in the grid file
 * @param schemeSpec       the scheme with this cell's snap_dis, printed ({@link SaveStreamKey#scheme()}; a lossy
 *                         scheme ends in {@code --loss PROFILE})
 * @param snapDis          snap_dis
 * @param policy           GC victim policy
 * @param overProvisioning spare fraction, (T-U)/U as Table 4
 * @param gcThreshold      fraction of each chip's blocks GC keeps free
 * @param blocksPerChip    device size: blocks per chip of the 8-chip Table 4 geometry
 * @param warmup           the device state before the stream
 */
public record SweepCell(int index, String scheme, String schemeSpec, int snapDis, VictimPolicy policy,
        double overProvisioning, double gcThreshold, int blocksPerChip, SweepWarmup warmup) implements Serializable {

    private static final long serialVersionUID = 1L;

    public SweepCell {
        // also run when a cell is deserialized: a cell from another process is checked like a local one
        if (scheme == null || schemeSpec == null || policy == null || warmup == null) {
            throw new IllegalArgumentException("sweep cell " + index + " needs a scheme, its options, a policy and a "
                    + "warm-up");
        }
    }

    /** The stream this cell replays. */
    public SaveStreamKey streamKey() {
        return new SaveStreamKey(schemeSpec);
    }

    /** The cell's device: Table 4 with its policy, over-provisioning, GC threshold and blocks per chip. */
    public SsdConfig ssdConfig() {
        return SsdConfig.table4().toBuilder().blocksPerChip(blocksPerChip).overProvisioning(overProvisioning)
                .gcThreshold(gcThreshold).policy(policy).build();
    }

    /** The device state before the stream, or null for a fresh device. */
    public WarmupState warmupState() {
        return warmup.state(ssdConfig());
    }

    /** The policy in the CLI's spelling (greedy, cost-benefit, ...), as the SSD reports write it. */
    public String policyId() {
        return policy.id();
    }

    /** The SSD settings in one line, for messages and chart legends. */
    public String ssdLabel() {
        return String.format(Locale.ROOT, "%s op %s gc %s %d blocks/chip%s", policyId(), number(overProvisioning),
                number(gcThreshold), blocksPerChip, warmup == SweepWarmup.NONE ? " fresh" : "");
    }

    private static String number(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
