package org.snapwear.study.run;

import org.snapwear.flash.slc.SlcConfig;
import org.snapwear.study.fields.FieldRecord;
import org.snapwear.study.fields.FieldWriter;

/** The SLC page settings a run used and the delta codec id. */
record SlcUsed(SlcConfig slc, String codec) implements FieldRecord {

    @Override
    public void writeFields(FieldWriter out) {
        out.number("page_bytes", slc.pageBytes()).number("delta_region_bytes", slc.deltaRegionBytes());
        if (slc.nop() == Integer.MAX_VALUE) {
            out.text("nop", "unlimited");
        } else {
            out.number("nop", slc.nop());
        }
        out.number("read_us", slc.readMicros()).number("write_us", slc.writeMicros()).text("codec", codec);
    }
}
