package org.snapwear.flash.ssd;

import java.util.Properties;
import java.util.Set;

/**
 * Device geometry, timing and FTL settings. Defaults ({@link #table4()}) are the DiskSim configuration of [Delta snapshots, docs/papers.md#delta-snapshots]
 * (Table 4: 8 channels x 1 chip x 16384 blocks x 64 pages of 4 KB; 0.000025 ms per byte, 0.025 ms page read,
 * 0.2 ms page write, 1.5 ms block erase) with Table 8's 15% over-provisioning and 5% GC threshold.
 *
 * <p>Over-provisioning is interpreted with {@link #opConvention()}; the default is {@code SPARE_OVER_USER}
 * because Table 8's 111,432 valid blocks do not fit the user space under (T-U)/T (see docs/flash.md).
 *
 * <p>Build one with {@link #builder()} (Table 4 / Table 8 defaults) or {@link #toBuilder()}; the flat accessors
 * ({@link #channels()}, {@link #gcThreshold()}, ...) read through the parts. All checks are here, in one place and
 * in a fixed order, so that a device with several faults always names the same one.
 *
 * @param geometry channels, chips, blocks, pages and page size
 * @param timing   flash latencies and host transfer serialisation
 * @param ftl      over-provisioning, GC pool and victim policy, wear levelling
 * @param seed     seed for random policies and the warm-up layout
 */
public record SsdConfig(SsdGeometry geometry, SsdTiming timing, FtlPolicy ftl, long seed) {

    /** Keys accepted by {@link #fromProperties}. */
    public static final Set<String> KEYS = SsdConfigProperties.KEYS;

    public SsdConfig {
        if (geometry == null || timing == null || ftl == null) {
            throw new IllegalArgumentException("geometry, timing and FTL policy are required");
        }
        int channels = geometry.channels();
        int chipsPerChannel = geometry.chipsPerChannel();
        int blocksPerChip = geometry.blocksPerChip();
        int pagesPerBlock = geometry.pagesPerBlock();
        int pageBytes = geometry.pageBytes();
        if (channels < 1 || chipsPerChannel < 1 || blocksPerChip < 2 || pagesPerBlock < 1 || pageBytes < 1) {
            throw new IllegalArgumentException("bad geometry: " + channels + " ch x " + chipsPerChannel + " chips x "
                    + blocksPerChip + " blocks x " + pagesPerBlock + " pages x " + pageBytes + " B");
        }
        if ((long) channels * chipsPerChannel * blocksPerChip * pagesPerBlock > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("device too large: more than 2^31-1 physical pages");
        }
        if (!(timing.byteTransferMs() >= 0 && timing.pageReadMs() >= 0 && timing.pageWriteMs() >= 0
                && timing.blockEraseMs() >= 0)) {
            throw new IllegalArgumentException("latencies must be >= 0");
        }
        if (!(ftl.gcThreshold() >= 0 && ftl.gcThreshold() < 1)) {
            throw new IllegalArgumentException("gc threshold must be in [0, 1): " + ftl.gcThreshold());
        }
        if (ftl.opConvention() == null || ftl.policy() == null || timing.hostTiming() == null) {
            throw new IllegalArgumentException("op convention, policy and host timing are required");
        }
        if (ftl.dChoices() < 1 || ftl.wearLevelThreshold() < 0) {
            throw new IllegalArgumentException("d_choices must be >= 1 and wear_level_threshold >= 0");
        }
        ftl.opConvention().userPages(1, ftl.overProvisioning()); // validates the fraction
    }

    /** Delta snapshots's (docs/papers.md#delta-snapshots) Table 4 device with Table 8's 15% over-provisioning and 5% GC threshold, greedy GC. */
    public static SsdConfig table4() {
        return new SsdConfig(SsdGeometry.table4(), SsdTiming.table4(), FtlPolicy.table8(), 1);
    }

    /**
     * A single-chip device for uniform-random theory runs: alpha = physical / user pages (SPARE_OVER_USER with
     * op = alpha - 1), no free-block pool, no timing of interest.
     */
    public static SsdConfig theory(double alpha, int blocks, int pagesPerBlock, VictimPolicy policy) {
        return builder().channels(1).chipsPerChannel(1).blocksPerChip(blocks).pagesPerBlock(pagesPerBlock)
                .overProvisioning(alpha - 1, OverProvisioning.SPARE_OVER_USER).gcThreshold(0.0).policy(policy)
                .build();
    }

    /** A builder holding the {@link #table4()} settings. */
    public static SsdConfigBuilder builder() {
        return new SsdConfigBuilder(table4());
    }

    /** A builder holding this configuration's settings. */
    public SsdConfigBuilder toBuilder() {
        return new SsdConfigBuilder(this);
    }

    public int channels() {
        return geometry.channels();
    }

    public int chipsPerChannel() {
        return geometry.chipsPerChannel();
    }

    public int blocksPerChip() {
        return geometry.blocksPerChip();
    }

    public int pagesPerBlock() {
        return geometry.pagesPerBlock();
    }

    public int pageBytes() {
        return geometry.pageBytes();
    }

    public double byteTransferMs() {
        return timing.byteTransferMs();
    }

    public double pageReadMs() {
        return timing.pageReadMs();
    }

    public double pageWriteMs() {
        return timing.pageWriteMs();
    }

    public double blockEraseMs() {
        return timing.blockEraseMs();
    }

    public HostTiming hostTiming() {
        return timing.hostTiming();
    }

    public double overProvisioning() {
        return ftl.overProvisioning();
    }

    public OverProvisioning opConvention() {
        return ftl.opConvention();
    }

    public double gcThreshold() {
        return ftl.gcThreshold();
    }

    public VictimPolicy policy() {
        return ftl.policy();
    }

    public int dChoices() {
        return ftl.dChoices();
    }

    public int wearLevelThreshold() {
        return ftl.wearLevelThreshold();
    }

    public int chips() {
        return channels() * chipsPerChannel();
    }

    public int blocks() {
        return chips() * blocksPerChip();
    }

    public int physicalPages() {
        return blocks() * pagesPerBlock();
    }

    /** Logical (user) pages under the configured convention. */
    public int userPages() {
        return (int) opConvention().userPages(physicalPages(), overProvisioning());
    }

    /** Blocks per chip that GC keeps free: ceil(gcThreshold x blocksPerChip). */
    public int gcThresholdBlocks() {
        return (int) Math.ceil(gcThreshold() * blocksPerChip() - 1e-9);
    }

    public SsdConfig withPolicy(VictimPolicy p) {
        return toBuilder().policy(p).build();
    }

    public SsdConfig withGcThreshold(double t) {
        return toBuilder().gcThreshold(t).build();
    }

    public SsdConfig withOverProvisioning(double op, OverProvisioning convention) {
        return toBuilder().overProvisioning(op, convention).build();
    }

    public SsdConfig withWearLevelling(int threshold) {
        return toBuilder().wearLevelThreshold(threshold).build();
    }

    public SsdConfig withSeed(long s) {
        return toBuilder().seed(s).build();
    }

    /**
     * Overrides {@code base} with the keys present in {@code p} (see {@link #KEYS} and docs/flash.md).
     *
     * @param source names the file in error messages
     * @throws IllegalArgumentException naming the source, key and reason for unknown keys or bad values
     */
    public static SsdConfig fromProperties(Properties p, SsdConfig base, String source) {
        return SsdConfigProperties.parse(p, base, source);
    }
}
