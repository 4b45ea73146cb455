package org.snapwear.flash.ssd;

import java.util.Locale;
import java.util.Properties;
import java.util.Set;

import org.snapwear.trace.text.EnumText;

/** The properties-file form of an {@link SsdConfig} ({@code ssd --config}, docs/flash.md). */
final class SsdConfigProperties {

    static final Set<String> KEYS = Set.of("channels", "chips_per_channel", "blocks_per_chip",
            "pages_per_block", "page_bytes", "byte_transfer_ms", "page_read_ms", "page_write_ms", "block_erase_ms",
            "over_provisioning", "op_convention", "gc_threshold", "policy", "d_choices", "wear_level_threshold",
            "host_timing", "seed");

    private SsdConfigProperties() {
    }

    /** See {@link SsdConfig#fromProperties}; keys are read in a fixed order, so the first bad one is named. */
    static SsdConfig parse(Properties p, SsdConfig base, String source) {
        for (String k : p.stringPropertyNames()) {
            if (!KEYS.contains(k)) {
                throw new IllegalArgumentException(source + ": unknown key '" + k + "' (known: " + new java.util.TreeSet<>(KEYS) + ")");
            }
        }
        try {
            return base.toBuilder()
                    .channels(i(p, "channels", base.channels(), source))
                    .chipsPerChannel(i(p, "chips_per_channel", base.chipsPerChannel(), source))
                    .blocksPerChip(i(p, "blocks_per_chip", base.blocksPerChip(), source))
                    .pagesPerBlock(i(p, "pages_per_block", base.pagesPerBlock(), source))
                    .pageBytes(i(p, "page_bytes", base.pageBytes(), source))
                    .byteTransferMs(d(p, "byte_transfer_ms", base.byteTransferMs(), source))
                    .pageReadMs(d(p, "page_read_ms", base.pageReadMs(), source))
                    .pageWriteMs(d(p, "page_write_ms", base.pageWriteMs(), source))
                    .blockEraseMs(d(p, "block_erase_ms", base.blockEraseMs(), source))
                    .overProvisioning(d(p, "over_provisioning", base.overProvisioning(), source))
                    .opConvention(p.containsKey("op_convention") ? parseConvention(p.getProperty("op_convention"), source)
                            : base.opConvention())
                    .gcThreshold(d(p, "gc_threshold", base.gcThreshold(), source))
                    .policy(p.containsKey("policy") ? VictimPolicy.parse(p.getProperty("policy")) : base.policy())
                    .dChoices(i(p, "d_choices", base.dChoices(), source))
                    .wearLevelThreshold(i(p, "wear_level_threshold", base.wearLevelThreshold(), source))
                    .hostTiming(p.containsKey("host_timing")
                            ? EnumText.parse(HostTiming.class, p.getProperty("host_timing"), "host_timing")
                            : base.hostTiming())
                    .seed(Long.parseLong(p.getProperty("seed", Long.toString(base.seed())).trim()))
                    .build();
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
