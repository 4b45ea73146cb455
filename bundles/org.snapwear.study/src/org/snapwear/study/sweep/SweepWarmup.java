package org.snapwear.study.sweep;

import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.WarmupLayout;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.study.sim.ScaledDevice;
import org.snapwear.trace.text.EnumId;
import org.snapwear.trace.text.EnumText;

/** The device state a sweep cell starts from. */
public enum SweepWarmup implements EnumId {
    /** A fresh device: every block erased. */
    NONE,
    /**
     * Table 8's proportions scaled to the cell's device, as {@link org.snapwear.study.sim.ScaledDevice} sizes the
     * demo's device: 111,432 / 131,072 of the blocks valid, each chip one free block above its GC pool, the rest
     * invalid, segregated. Without it a small sequence on a fresh device never triggers garbage collection.
     */
    TABLE8,
    /**
     * The same block counts with valid and invalid pages mixed in the blocks ({@link WarmupLayout#MIXED}): GC finds
     * no wholly invalid block and must copy valid pages, so write amplification shows even for a short stream.
     */
    TABLE8_MIXED;

    /** The warm-up of this kind on device {@code c}; null for {@link #NONE}. */
    public WarmupState state(SsdConfig c) {
        if (this == NONE) {
            return null;
        }
        return ScaledDevice.table8(c, this == TABLE8_MIXED ? WarmupLayout.MIXED : WarmupLayout.SEGREGATED);
    }

    /**
     * Why this warm-up cannot be applied to {@code c}, or null if it can: the check of the simulator's warm-up that
     * the grid's settings can break on a device that passed {@link org.snapwear.flash.ssd.Ssd#checkCapacity}, made
     * before any stream is computed.
     */
    public String problem(SsdConfig c) {
        WarmupState w = state(c);
        if (w == null) {
            return null;
        }
        // Enough invalid blocks follows from this and Ssd.checkCapacity (valid <= user < total - free blocks), the
        // even spread of the free blocks gives each chip its pool plus one: the other checks of the warm-up hold.
        if (w.validBlocks() * c.pagesPerBlock() > c.userPages()) {
            return "warm-up " + id() + " puts " + w.validBlocks() + " valid blocks on a device with "
                    + c.userPages() + " user pages (" + c.userPages() / c.pagesPerBlock()
                    + " blocks); lower over_provisioning or use warmup = none";
        }
        return null;
    }

    /** Parses {@code none}, {@code table8} or {@code table8-mixed}. */
    public static SweepWarmup parse(String text) {
        return EnumText.find(SweepWarmup.class, text).orElseThrow(() -> new IllegalArgumentException(
                "'" + text.trim() + "' is not " + EnumText.list(SweepWarmup.class)));
    }
}
