package org.snapwear.study.mapping;

import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.model.ranges.ParameterRange;
import org.snapwear.model.ranges.ParameterRanges;

/**
 * Checks a device read from a properties file ({@code ssd --config}, docs/flash.md) against the shared parameter
 * ranges of the study model, so that a device a study would refuse (say a GC threshold of 0.7, which the
 * simulator itself accepts up to 1) is refused there too.
 */
public final class SsdConfigRanges {

    private SsdConfigRanges() {
    }

    /** @throws IllegalArgumentException naming the file, the key and the allowed range */
    public static void check(SsdConfig c, String source) {
        check(source, "channels", ParameterRanges.CHANNELS, c.channels());
        check(source, "chips_per_channel", ParameterRanges.CHIPS_PER_CHANNEL, c.chipsPerChannel());
        check(source, "blocks_per_chip", ParameterRanges.BLOCKS_PER_CHIP, c.blocksPerChip());
        check(source, "pages_per_block", ParameterRanges.PAGES_PER_BLOCK, c.pagesPerBlock());
        check(source, "page_bytes", ParameterRanges.SSD_PAGE_BYTES, c.pageBytes());
        check(source, "gc_threshold", ParameterRanges.GC_THRESHOLD, c.gcThreshold());
    }

    private static void check(String source, String key, ParameterRange range, double value) {
        if (!range.contains(value)) {
            throw new IllegalArgumentException(source + ": key " + key + " must be " + range.allowed() + ", got "
                    + ParameterRange.format(value));
        }
    }
}
