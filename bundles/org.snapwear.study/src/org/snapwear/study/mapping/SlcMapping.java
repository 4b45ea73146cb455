package org.snapwear.study.mapping;

import org.snapwear.flash.slc.DeltaCodec;
import org.snapwear.flash.slc.DiffIndexCodec;
import org.snapwear.flash.slc.SlcConfig;
import org.snapwear.flash.slc.XorRleCodec;
import org.snapwear.model.study.SlcSettings;

/**
 * {@link SlcSettings} to the flash engine's {@link SlcConfig} (pageBytes, deltaRegionBytes, nop with 0 meaning
 * unlimited, readMicros, writeMicros) and {@link DeltaCodec} (codec; segmentBytes is the diff-index codec's
 * segment size and has no meaning for xor-rle, which has no such knob).
 */
public final class SlcMapping {

    private SlcMapping() {
    }

    public static SlcConfig config(SlcSettings s) {
        int nop = s.getNop() == 0 ? Integer.MAX_VALUE : s.getNop();
        return new SlcConfig(s.getPageBytes(), s.getDeltaRegionBytes(), nop, s.getReadMicros(), s.getWriteMicros());
    }

    public static DeltaCodec codec(SlcSettings s) {
        return switch (s.getCodec()) {
            case DIFF_INDEX -> new DiffIndexCodec(s.getSegmentBytes());
            case XOR_RLE -> new XorRleCodec();
        };
    }
}
