package org.snapwear.codec.plan;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.snapwear.codec.container.ContainerHeader;
import org.snapwear.codec.scheme.PartRecord;
import org.snapwear.codec.scheme.PartVolumes;
import org.snapwear.codec.scheme.SavePlan;
import org.snapwear.codec.scheme.SaveRecord;
import org.snapwear.codec.lossy.CodecSpecText;
import org.snapwear.codec.scheme.RoleError;
import org.snapwear.codec.scheme.SchemeLedger;
import org.snapwear.trace.checkpoint.TensorRole;

/**
 * From the executed parts of a save to what Algorithm 2's ledger records: each part's container size as the
 * container code computes it ({@link ContainerHeader#containerBytes}, the header rebuilt from the part's
 * parameters), the per-part rows and the written volume per tensor role. The single-machine simulation and the
 * distributed job's merge account through it, so both give the same result.
 */
public final class SaveAccounting {
    private SaveAccounting() {
    }

    /**
     * Records a save in the ledger.
     *
     * @param parts the save's executed parts, in plan order
     * @throws IllegalStateException if the ledger plans the save otherwise than the run plan, or a part is
     *                               incomplete
     */
    public static SaveRecord record(SchemeLedger ledger, PlannedSave save, List<PartOutcome> parts) {
        return record(ledger, save, parts, List.of());
    }

    /** As {@link #record(SchemeLedger, PlannedSave, List)} with the measured error of the lossy tensors per role. */
    public static SaveRecord record(SchemeLedger ledger, PlannedSave save, List<PartOutcome> parts,
            List<RoleError> errors) {
        SavePlan plan = ledger.plan(save.plan().iteration());
        if (!plan.equals(save.plan())) {
            throw new IllegalStateException("iteration " + plan.iteration() + ": the ledger plans " + plan
                    + " but the run plan has " + save.plan());
        }
        SchemeLedger.SaveTotals t = totals(save, parts);
        return ledger.record(plan, save.codec(), save.rawBytes(), new SchemeLedger.SaveTotals(t.blobBytes(),
                t.payloadBytes(), t.encodeNanos(), t.decodeNanos(), t.verified(), t.parts(), t.roles(), errors));
    }

    /** The save's totals: container sizes, payloads, times, round trip, per-part and per-role rows. */
    public static SchemeLedger.SaveTotals totals(PlannedSave save, List<PartOutcome> parts) {
        Map<TensorRole, long[]> roles = new EnumMap<>(TensorRole.class);
        List<PartRecord> records = new ArrayList<>();
        long blob = 0;
        long payload = 0;
        long enc = 0;
        long dec = 0;
        long framing = 0;
        boolean verified = true;
        for (int p = 0; p < save.parts().size(); p++) {
            PartPlan part = save.parts().get(p);
            PartOutcome o = parts.get(p);
            if (!o.part().equals(part) || o.chunks() != part.chunkCount()) {
                throw new IllegalStateException("iteration " + save.plan().iteration() + " part " + p + ": "
                        + o.chunks() + " of " + part.chunkCount() + " chunks came back");
            }
            long[] tensorPayload = o.tensorPayload();
            long partPayload = 0;
            for (long t : tensorPayload) {
                partPayload += t;
            }
            long size = header(save, part, o.params()).containerBytes(partPayload);
            long chunkRecords = PartVolumes.account(part.tensors(), tensorPayload, part.chunkBytes(), roles);
            framing += size - partPayload - chunkRecords;
            blob += size;
            payload += partPayload;
            enc += o.encodeNanos();
            dec += o.decodeNanos();
            verified &= o.verified();
            records.add(new PartRecord(part.codec(), part.references().size(), part.tensors().size(),
                    part.dataBytes(), size));
        }
        return new SchemeLedger.SaveTotals(blob, payload, enc, dec, verified, records,
                PartVolumes.rows(roles, framing));
    }

    /** The header of a part's container. */
    static ContainerHeader header(PlannedSave save, PartPlan part, byte[] params) {
        // a lossy part is named by its codec's spec; the container names the codec by its id
        return ContainerHeader.of(CodecSpecText.id(part.codec()), part.layout(), part.references().size(), save.plan().iteration(),
                params);
    }
}
