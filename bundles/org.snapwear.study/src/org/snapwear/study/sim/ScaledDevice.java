package org.snapwear.study.sim;

import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.WarmupLayout;
import org.snapwear.flash.ssd.WarmupState;

/**
 * Delta snapshots's (docs/papers.md#delta-snapshots) DiskSim device (Table 4 timings and geometry, Table 8 warm-up proportions) with fewer blocks per
 * chip, so that a small sequence meets the same pressure as the paper's: the spare area left by the warm-up
 * (invalid + free blocks, 15% of the device) is about the raw volume the run writes. On the full 32 GB device a
 * 10 MB sequence would never trigger garbage collection and every scheme would show zero erases.
 * <p>
 * Table 8 leaves each chip 824 free blocks against a GC pool of 820 (5% of 16,384): garbage collection starts
 * after a handful of blocks. A scaled chip keeps that situation, one free block above its pool; the rest of the
 * spare area is invalid blocks, as in Table 8.
 */
public final class ScaledDevice {
    /** Table 8 block counts of the 131,072-block device. */
    private static final long T8_VALID = 111_432;
    private static final long T8_TOTAL = 131_072;
    private static final int MIN_BLOCKS_PER_CHIP = 32;

    private ScaledDevice() {
    }

    /** A device and its warm-up state for a run that writes {@code rawBytes} without compression. */
    public record Scaled(SsdConfig config, WarmupState warmup) {
    }

    public static Scaled forRawVolume(long rawBytes) {
        SsdConfig t4 = SsdConfig.table4();
        long bytesPerBlock = (long) t4.pagesPerBlock() * t4.pageBytes();
        int chips = t4.channels() * t4.chipsPerChannel();
        double spareFraction = (double) (T8_TOTAL - T8_VALID) / T8_TOTAL;
        long blocks = (long) Math.ceil(rawBytes / spareFraction / bytesPerBlock);
        int perChip = (int) Math.max(MIN_BLOCKS_PER_CHIP, Math.min(t4.blocksPerChip(), (blocks + chips - 1) / chips));
        SsdConfig c = t4.toBuilder().blocksPerChip(perChip).build();
        return new Scaled(c, table8(c, WarmupLayout.SEGREGATED));
    }

    /**
     * Table 8's state scaled to device {@code c}: 111,432 / 131,072 of its blocks valid, each chip one free block
     * above its GC pool, the rest invalid, laid out as {@code layout}. The demo's device and a sweep's cells use it.
     */
    public static WarmupState table8(SsdConfig c, WarmupLayout layout) {
        long total = c.blocks();
        long free = (long) (c.gcThresholdBlocks() + 1) * c.chips();
        long valid = Math.round((double) T8_VALID * total / T8_TOTAL);
        return new WarmupState(valid, total - valid - free, free, layout);
    }
}
