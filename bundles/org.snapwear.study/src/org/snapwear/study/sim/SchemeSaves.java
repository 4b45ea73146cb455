package org.snapwear.study.sim;

import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.study.fields.FieldRecord;
import org.snapwear.study.fields.FieldRecordJson;
import org.snapwear.study.fields.FieldWriter;

import com.google.gson.annotations.JsonAdapter;

/**
 * The scheme side of a sequence run (the saves before they reached the device): codecs, mode, snap_dis, and the
 * raw and written volume.
 *
 * @param scheme the scheme mode (full, progressive, chain)
 */
@JsonAdapter(FieldRecordJson.class)
public record SchemeSaves(String codec, String baseline, String scheme, int snapDis, long unit, int snapshots,
        long rawBytes, long writtenBytes, double writtenPct, boolean roundTripVerified) implements FieldRecord {

    public static SchemeSaves of(SimulationResult sim) {
        return new SchemeSaves(sim.deltaCodec(), sim.baselineCodec(), sim.mode(), sim.snapDis(), sim.unit(),
                sim.saves().size(), sim.rawBytes(), sim.writtenBytes(), sim.writtenPct(), sim.allVerified());
    }

    @Override
    public void writeFields(FieldWriter out) {
        out.text("codec", codec).text("baseline", baseline).text("scheme", scheme).number("snap_dis", snapDis)
                .number("unit", unit).number("snapshots", snapshots).number("raw_bytes", rawBytes)
                .number("written_bytes", writtenBytes).number("written_pct", writtenPct)
                .flag("round_trip_verified", roundTripVerified);
    }
}
