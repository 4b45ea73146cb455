package org.snapwear.study.run;

import java.util.List;

import org.snapwear.study.fields.FieldRecord;
import org.snapwear.study.fields.FieldWriter;

/** Which analyses ran, in order, and the sweep settings they used. */
record AnalysesUsed(List<String> ran, List<Integer> snapDisValues, double storageLimitSnapshots)
        implements FieldRecord {

    AnalysesUsed {
        ran = List.copyOf(ran);
        snapDisValues = List.copyOf(snapDisValues);
    }

    @Override
    public void writeFields(FieldWriter out) {
        out.texts("ran", ran).numbers("snap_dis_values", snapDisValues)
                .number("storage_limit_snapshots", storageLimitSnapshots);
    }
}
