package org.snapwear.headless.commands.flash;

import org.snapwear.study.fields.FieldRecord;
import org.snapwear.study.fields.FieldRecordJson;
import org.snapwear.study.fields.FieldWriter;
import org.snapwear.study.sim.SsdReport;

import com.google.gson.annotations.JsonAdapter;

/** {@code snapwear ssd --trace}: the device report and how many block requests the trace held. */
@JsonAdapter(FieldRecordJson.class)
record TraceRunReport(SsdReport device, long requests) implements FieldRecord {

    @Override
    public void writeFields(FieldWriter out) {
        device.writeFields(out);
        out.number("requests", requests);
    }
}
