package org.snapwear.study.sim;

import java.util.List;

import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.study.fields.FieldRecord;
import org.snapwear.study.fields.FieldRecordJson;
import org.snapwear.study.fields.FieldWriter;

import com.google.gson.annotations.JsonAdapter;

/**
 * The scheme side of a sequence run (the saves before they reached the device): codecs, mode, snap_dis, and the
 * raw and written volume.
 *
 * @param scheme     the scheme mode (full, progressive, chain)
 * @param loss       the loss profile the saves were made with ({@link LossLabel#EXACT} by default)
 * @param lossErrors the measured error per loss role (empty for exact)
 */
@JsonAdapter(FieldRecordJson.class)
public record SchemeSaves(String codec, String baseline, String scheme, int snapDis, long unit, int snapshots,
        long rawBytes, long writtenBytes, double writtenPct, boolean roundTripVerified, LossLabel loss,
        List<LossRow> lossErrors) implements FieldRecord {

    public SchemeSaves {
        lossErrors = List.copyOf(lossErrors);
    }

    public static SchemeSaves of(SimulationResult sim) {
        return of(sim, LossLabel.EXACT);
    }

    /** The saves of a run simulated with the loss profile {@code loss} names. */
    public static SchemeSaves of(SimulationResult sim, LossLabel loss) {
        return new SchemeSaves(sim.deltaCodec(), sim.baselineCodec(), sim.mode(), sim.snapDis(), sim.unit(),
                sim.saves().size(), sim.rawBytes(), sim.writtenBytes(), sim.writtenPct(), sim.allVerified(), loss,
                LossRow.of(sim));
    }

    /** One loss role's error as fields. */
    private record ErrorFields(LossRow row) implements FieldRecord {
        @Override
        public void writeFields(FieldWriter out) {
            out.text("role", row.role()).text("codec", row.codec()).number("tensors", row.tensors())
                    .number("max_abs_error", row.maxAbsError()).number("max_rel_error", row.maxRelError())
                    .number("mean_rel_error", row.meanRelError()).number("fraction_pruned", row.fractionPruned());
        }
    }

    @Override
    public void writeFields(FieldWriter out) {
        out.text("codec", codec).text("baseline", baseline).text("scheme", scheme).number("snap_dis", snapDis)
                .number("unit", unit).number("snapshots", snapshots).number("raw_bytes", rawBytes)
                .number("written_bytes", writtenBytes).number("written_pct", writtenPct)
                .flag("round_trip_verified", roundTripVerified);
        // an exact run prints what it always printed; a lossy one says so, with its bound and measured error
        if (!loss.isExact()) {
            out.text("loss_profile", loss.name()).text("loss_bound", loss.bound())
                    .records("loss_errors", lossErrors.stream().map(ErrorFields::new).toList());
        }
    }
}
