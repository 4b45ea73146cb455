package org.snapwear.headless.commands.flash;

import org.snapwear.flash.slc.SlcMetrics;
import org.snapwear.study.fields.FieldRecord;
import org.snapwear.study.fields.FieldRecordJson;
import org.snapwear.study.fields.FieldWriter;

import com.google.gson.annotations.JsonAdapter;

/**
 * {@code snapwear slc}: the trace, codec and page settings of the run and what the progressive page model
 * measured.
 *
 * @param segment null unless the codec is diff-index (then with {@code index})
 * @param index   the diff-index index encoding as given (u16, varint, ...), null for other codecs
 * @param nop     programs per page before a reset, null for unlimited (JSON leaves it out, text shows "null")
 */
@JsonAdapter(FieldRecordJson.class)
record SlcRunReport(String trace, String codec, Integer segment, String index, int pageBytes, int deltaRegionBytes,
        Integer nop, int versionBytes, SlcMetrics metrics) implements FieldRecord {

    @Override
    public void writeFields(FieldWriter out) {
        out.text("trace", trace).text("codec", codec);
        if (segment != null) {
            out.number("segment", segment).text("index", index);
        }
        out.number("page_bytes", pageBytes).number("delta_region_bytes", deltaRegionBytes);
        if (nop == null) {
            out.absent("nop");
        } else {
            out.number("nop", nop);
        }
        SlcMetrics m = metrics;
        out.number("version_bytes", versionBytes).number("versions", m.versions())
                .number("logical_pages", m.logicalPages()).number("physical_pages", m.physicalPages())
                .number("conventional_pages", m.conventionalPages()).number("compression_ratio", m.compressionRatio())
                .number("stored_delta_ratio", m.storedDeltaRatio()).number("delta_versions", m.deltaVersions())
                .number("delta_bytes", m.deltaBytes()).number("resets_region_full", m.resetsRegionFull())
                .number("resets_nop", m.resetsNop()).number("programs", m.programs())
                .number("mean_programs_per_cycle", m.meanProgramsPerCycle())
                .number("max_programs_per_cycle", m.maxProgramsPerCycle())
                .number("mean_write_us", m.meanWriteMicros()).number("mean_read_us", m.meanReadMicros());
    }
}
