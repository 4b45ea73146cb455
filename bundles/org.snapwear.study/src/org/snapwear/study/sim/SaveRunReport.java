package org.snapwear.study.sim;

import java.util.List;

import org.snapwear.study.fields.FieldRecord;
import org.snapwear.study.fields.FieldRecordJson;
import org.snapwear.study.fields.FieldWriter;

import com.google.gson.annotations.JsonAdapter;

/**
 * A save stream replayed on a device: the device report, the pages the files still hold, each file's timing,
 * and for a sequence run the scheme that produced the stream.
 *
 * @param scheme null unless the stream came from saving a sequence with a scheme
 */
@JsonAdapter(FieldRecordJson.class)
public record SaveRunReport(SsdReport device, long storedPages, List<FileTiming> files, SchemeSaves scheme)
        implements FieldRecord {

    public SaveRunReport {
        files = List.copyOf(files);
    }

    @Override
    public void writeFields(FieldWriter out) {
        device.writeFields(out);
        out.number("stored_pages", storedPages).records("files", files);
        if (scheme != null) {
            out.record("scheme", scheme);
        }
    }
}
