package org.snapwear.study.run;

import org.snapwear.study.fields.FieldRecord;
import org.snapwear.study.fields.FieldWriter;
import org.snapwear.codec.scheme.SchemeSpec;

/** A scheme of the study as mapped for the codec engine (thread count resolved). */
record SchemeUsed(String name, SchemeSpec spec) implements FieldRecord {

    @Override
    public void writeFields(FieldWriter out) {
        out.text("name", name).text("codec", spec.deltaCodec()).text("baseline_codec", spec.baselineCodec())
                .text("mode", spec.mode().id()).number("snap_dis", spec.snapDis()).number("unit", spec.unit())
                .number("first_iteration", spec.firstIteration()).number("threads", spec.threads());
    }
}
