package org.snapwear.flash.ssd;

import java.util.Locale;
import java.util.Properties;
import java.util.Set;

import org.snapwear.trace.text.EnumText;

/**
 * Device geometry, timing and FTL settings. Defaults ({@link #table4()}) are the DiskSim configuration of seed 000
 * (Table 4: 8 channels x 1 chip x 16384 blocks x 64 pages of 4 KB; 0.000025 ms per byte, 0.025 ms page read,
 * 0.2 ms page write, 1.5 ms block erase) with Table 8's 15% over-provisioning and 5% GC threshold.
 *
 * <p>Over-provisioning is interpreted with {@link #opConvention()}; the default is {@code SPARE_OVER_USER}
 * because Table 8's 111,432 valid blocks do not fit the user space under (T-U)/T (see docs/flash.md).
 *
 * @param channels           channels, working in parallel
 * @param chipsPerChannel    chips (elements) per channel; each chip has its own frontier, free pool and GC
 * @param blocksPerChip      erase blocks per chip
 * @param pagesPerBlock      pages per erase block
 * @param pageBytes          page size in bytes
 * @param byteTransferMs     transfer time per byte (ms)
 * @param pageReadMs         array read time per page (ms)
 * @param pageWriteMs        program time per page (ms)
 * @param blockEraseMs       erase time per block (ms)
 * @param overProvisioning   spare fraction, interpreted by {@code opConvention}
 * @param opConvention       which over-provisioning convention
 * @param gcThreshold        fraction of each chip's blocks that GC keeps free (the free-block pool)
 * @param policy             GC victim policy
 * @param dChoices           sample size of {@link VictimPolicy#D_CHOICES}
 * @param wearLevelThreshold static wear levelling: migrate the coldest block when max - min erase count of a
 *                           chip exceeds this (0 = off)
 * @param hostTiming         where host transfers serialise
 * @param seed               seed for random policies and the warm-up layout
 */
public record SsdConfig(int channels, int chipsPerChannel, int blocksPerChip, int pagesPerBlock, int pageBytes,
        double byteTransferMs, double pageReadMs, double pageWriteMs, double blockEraseMs,
        double overProvisioning, OverProvisioning opConvention, double gcThreshold, VictimPolicy policy,
        int dChoices, int wearLevelThreshold, HostTiming hostTiming, long seed) {

    /** Keys accepted by {@link #fromProperties}. */
    public static final Set<String> KEYS = Set.of("channels", "chips_per_channel", "blocks_per_chip",
            "pages_per_block", "page_bytes", "byte_transfer_ms", "page_read_ms", "page_write_ms", "block_erase_ms",
            "over_provisioning", "op_convention", "gc_threshold", "policy", "d_choices", "wear_level_threshold",
            "host_timing", "seed");

    public SsdConfig {
        if (channels < 1 || chipsPerChannel < 1 || blocksPerChip < 2 || pagesPerBlock < 1 || pageBytes < 1) {
            throw new IllegalArgumentException("bad geometry: " + channels + " ch x " + chipsPerChannel + " chips x "
                    + blocksPerChip + " blocks x " + pagesPerBlock + " pages x " + pageBytes + " B");
        }
        if ((long) channels * chipsPerChannel * blocksPerChip * pagesPerBlock > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("device too large: more than 2^31-1 physical pages");
        }
        if (!(byteTransferMs >= 0 && pageReadMs >= 0 && pageWriteMs >= 0 && blockEraseMs >= 0)) {
            throw new IllegalArgumentException("latencies must be >= 0");
        }
        if (!(gcThreshold >= 0 && gcThreshold < 1)) {
            throw new IllegalArgumentException("gc threshold must be in [0, 1): " + gcThreshold);
        }
        if (opConvention == null || policy == null || hostTiming == null) {
            throw new IllegalArgumentException("op convention, policy and host timing are required");
        }
        if (dChoices < 1 || wearLevelThreshold < 0) {
            throw new IllegalArgumentException("d_choices must be >= 1 and wear_level_threshold >= 0");
        }
        opConvention.userPages(1, overProvisioning); // validates the fraction
    }

    /** Seed 000's Table 4 device with Table 8's 15% over-provisioning and 5% GC threshold, greedy GC. */
    public static SsdConfig table4() {
        return new SsdConfig(8, 1, 16384, 64, 4096, 0.000025, 0.025, 0.2, 1.5, 0.15,
                OverProvisioning.SPARE_OVER_USER, 0.05, VictimPolicy.GREEDY, 2, 0, HostTiming.PER_CHANNEL, 1);
    }

    /**
     * A single-chip device for uniform-random theory runs: alpha = physical / user pages (SPARE_OVER_USER with
     * op = alpha - 1), no free-block pool, no timing of interest.
     */
    public static SsdConfig theory(double alpha, int blocks, int pagesPerBlock, VictimPolicy policy) {
        return new SsdConfig(1, 1, blocks, pagesPerBlock, 4096, 0.000025, 0.025, 0.2, 1.5, alpha - 1,
                OverProvisioning.SPARE_OVER_USER, 0.0, policy, 2, 0, HostTiming.PER_CHANNEL, 1);
    }

    public int chips() {
        return channels * chipsPerChannel;
    }

    public int blocks() {
        return chips() * blocksPerChip;
    }

    public int physicalPages() {
        return blocks() * pagesPerBlock;
    }

    /** Logical (user) pages under the configured convention. */
    public int userPages() {
        return (int) opConvention.userPages(physicalPages(), overProvisioning);
    }

    /** Blocks per chip that GC keeps free: ceil(gcThreshold x blocksPerChip). */
    public int gcThresholdBlocks() {
        return (int) Math.ceil(gcThreshold * blocksPerChip - 1e-9);
    }

    public SsdConfig withPolicy(VictimPolicy p) {
        return new SsdConfig(channels, chipsPerChannel, blocksPerChip, pagesPerBlock, pageBytes, byteTransferMs,
                pageReadMs, pageWriteMs, blockEraseMs, overProvisioning, opConvention, gcThreshold, p, dChoices,
                wearLevelThreshold, hostTiming, seed);
    }

    public SsdConfig withGcThreshold(double t) {
        return new SsdConfig(channels, chipsPerChannel, blocksPerChip, pagesPerBlock, pageBytes, byteTransferMs,
                pageReadMs, pageWriteMs, blockEraseMs, overProvisioning, opConvention, t, policy, dChoices,
                wearLevelThreshold, hostTiming, seed);
    }

    public SsdConfig withOverProvisioning(double op, OverProvisioning convention) {
        return new SsdConfig(channels, chipsPerChannel, blocksPerChip, pagesPerBlock, pageBytes, byteTransferMs,
                pageReadMs, pageWriteMs, blockEraseMs, op, convention, gcThreshold, policy, dChoices,
                wearLevelThreshold, hostTiming, seed);
    }

    public SsdConfig withWearLevelling(int threshold) {
        return new SsdConfig(channels, chipsPerChannel, blocksPerChip, pagesPerBlock, pageBytes, byteTransferMs,
                pageReadMs, pageWriteMs, blockEraseMs, overProvisioning, opConvention, gcThreshold, policy, dChoices,
                threshold, hostTiming, seed);
    }

    public SsdConfig withSeed(long s) {
        return new SsdConfig(channels, chipsPerChannel, blocksPerChip, pagesPerBlock, pageBytes, byteTransferMs,
                pageReadMs, pageWriteMs, blockEraseMs, overProvisioning, opConvention, gcThreshold, policy, dChoices,
                wearLevelThreshold, hostTiming, s);
    }

    /**
     * Overrides {@code base} with the keys present in {@code p} (see {@link #KEYS} and docs/flash.md).
     *
     * @param source names the file in error messages
     * @throws IllegalArgumentException naming the source, key and reason for unknown keys or bad values
     */
    public static SsdConfig fromProperties(Properties p, SsdConfig base, String source) {
        for (String k : p.stringPropertyNames()) {
            if (!KEYS.contains(k)) {
                throw new IllegalArgumentException(source + ": unknown key '" + k + "' (known: " + new java.util.TreeSet<>(KEYS) + ")");
            }
        }
        try {
            return new SsdConfig(
                    i(p, "channels", base.channels, source), i(p, "chips_per_channel", base.chipsPerChannel, source),
                    i(p, "blocks_per_chip", base.blocksPerChip, source), i(p, "pages_per_block", base.pagesPerBlock, source),
                    i(p, "page_bytes", base.pageBytes, source), d(p, "byte_transfer_ms", base.byteTransferMs, source),
                    d(p, "page_read_ms", base.pageReadMs, source), d(p, "page_write_ms", base.pageWriteMs, source),
                    d(p, "block_erase_ms", base.blockEraseMs, source), d(p, "over_provisioning", base.overProvisioning, source),
                    p.containsKey("op_convention") ? parseConvention(p.getProperty("op_convention"), source) : base.opConvention,
                    d(p, "gc_threshold", base.gcThreshold, source),
                    p.containsKey("policy") ? VictimPolicy.parse(p.getProperty("policy")) : base.policy,
                    i(p, "d_choices", base.dChoices, source), i(p, "wear_level_threshold", base.wearLevelThreshold, source),
                    p.containsKey("host_timing") ? EnumText.parse(HostTiming.class, p.getProperty("host_timing"), "host_timing") : base.hostTiming,
                    Long.parseLong(p.getProperty("seed", Long.toString(base.seed)).trim()));
        } catch (IllegalArgumentException e) {
            throw e.getMessage() != null && e.getMessage().startsWith(source) ? e
                    : new IllegalArgumentException(source + ": " + e.getMessage(), e);
        }
    }

    private static OverProvisioning parseConvention(String v, String source) {
        String t = v.trim().toUpperCase(Locale.ROOT).replace('-', '_');
        switch (t) {
            case "SPARE_OVER_USER": case "(T-U)/U": return OverProvisioning.SPARE_OVER_USER;
            case "SPARE_OVER_TOTAL": case "(T-U)/T": return OverProvisioning.SPARE_OVER_TOTAL;
            default: throw new IllegalArgumentException(source + ": op_convention '" + v
                    + "' is not SPARE_OVER_USER or SPARE_OVER_TOTAL");
        }
    }

    private static int i(Properties p, String k, int def, String source) {
        String v = p.getProperty(k);
        if (v == null) {
            return def;
        }
        try {
            return Integer.parseInt(v.trim().replace("_", ""));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(source + ": key " + k + " expects an integer, got '" + v + "'");
        }
    }

    private static double d(Properties p, String k, double def, String source) {
        String v = p.getProperty(k);
        if (v == null) {
            return def;
        }
        try {
            return Double.parseDouble(v.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(source + ": key " + k + " expects a number, got '" + v + "'");
        }
    }
}
