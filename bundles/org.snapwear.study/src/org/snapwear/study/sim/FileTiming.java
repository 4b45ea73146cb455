package org.snapwear.study.sim;

import org.snapwear.flash.files.FileStats;
import org.snapwear.study.fields.FieldRecord;
import org.snapwear.study.fields.FieldRecordJson;
import org.snapwear.study.fields.FieldWriter;

import com.google.gson.annotations.JsonAdapter;

/** One file of a save-stream run: its size on the device, how often it was written, its save and restore time. */
@JsonAdapter(FieldRecordJson.class)
public record FileTiming(String name, long pages, int writes, double saveTimeMs, double restoreTimeMs)
        implements FieldRecord {

    public static FileTiming of(FileStats s) {
        return new FileTiming(s.name(), s.pages(), s.writes(), s.saveTimeMs(), s.restoreTimeMs());
    }

    @Override
    public void writeFields(FieldWriter out) {
        out.text("name", name).number("pages", pages).number("writes", writes).number("save_time_ms", saveTimeMs)
                .number("restore_time_ms", restoreTimeMs);
    }
}
