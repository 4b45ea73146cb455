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
        long total = (long) perChip * chips;
        long pool = c.gcThresholdBlocks();
        long free = (pool + 1) * chips;
        long valid = Math.round((double) T8_VALID * total / T8_TOTAL);
        return new Scaled(c, new WarmupState(valid, total - valid - free, free, WarmupLayout.SEGREGATED));
    }
}
