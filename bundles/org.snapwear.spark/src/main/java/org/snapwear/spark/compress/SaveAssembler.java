package org.snapwear.spark.compress;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.snapwear.codec.container.ContainerHeader;
import org.snapwear.codec.scheme.PartRecord;
import org.snapwear.codec.scheme.PartVolumes;
import org.snapwear.codec.scheme.SavePlan;
import org.snapwear.codec.scheme.SchemeConfig;
import org.snapwear.codec.scheme.SchemeLedger;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.codec.scheme.SnapshotPart;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.trace.checkpoint.TensorRole;

/**
 * The driver's merge: per part, the container size is the header's (rebuilt from the parameters stage 1
 * computed) plus a 4-byte length field and the payload per chunk plus the 4-byte trailer, as
 * {@code ContainerWriter} writes it; per save, parts and role volumes as {@code PartSaver} accounts them; then
 * Algorithm 2's bookkeeping by the engine's own {@link SchemeLedger}.
 */
final class SaveAssembler {
    private SaveAssembler() {
    }

    static SimulationResult assemble(SchemeConfig config, String deltaCodec, String baselineCodec, int chunkBytes,
            List<PlannedSave> saves, List<PreparedPart> prepared, List<ChunkRangeResult> results) {
        Map<Long, PreparedPart> params = new HashMap<>();
        for (PreparedPart p : prepared) {
            params.put(key(p.task().save(), p.task().part()), p);
        }
        Map<Long, PartSums> sums = new HashMap<>();
        for (ChunkRangeResult r : results) {
            sums.computeIfAbsent(key(r.save(), r.part()),
                    k -> new PartSums(saves.get(r.save()).parts().get(r.part()).tensors().size())).add(r);
        }
        SchemeLedger ledger = new SchemeLedger(config);
        for (PlannedSave s : saves) {
            SavePlan plan = ledger.plan(s.plan().iteration());
            if (!plan.equals(s.plan())) {
                throw new IllegalStateException("iteration " + plan.iteration() + ": the ledger plans "
                        + plan + " but the tasks ran " + s.plan());
            }
            ledger.record(plan, s.codec(), s.rawBytes(), totals(s, params, sums, chunkBytes));
        }
        return ledger.result(deltaCodec, baselineCodec);
    }

    private static SchemeLedger.SaveTotals totals(PlannedSave s, Map<Long, PreparedPart> params,
            Map<Long, PartSums> sums, int chunkBytes) {
        Map<TensorRole, long[]> roles = new EnumMap<>(TensorRole.class);
        List<PartRecord> records = new ArrayList<>();
        long blob = 0;
        long payload = 0;
        long enc = 0;
        long dec = 0;
        long framing = 0;
        boolean verified = true;
        for (int p = 0; p < s.parts().size(); p++) {
            SnapshotPart part = s.parts().get(p);
            PartTask task = s.tasks().get(p);
            PreparedPart prep = params.get(key(s.index(), p));
            PartSums sum = sums.getOrDefault(key(s.index(), p), new PartSums(part.tensors().size()));
            if (prep == null || sum.chunks != task.chunkCount()) {
                throw new IllegalStateException("iteration " + s.plan().iteration() + " part " + p + ": "
                        + sum.chunks + " of " + task.chunkCount() + " chunks came back");
            }
            ChunkLayout layout = new ChunkLayout(part.tensors(), chunkBytes);
            int refs = task.references().size();
            ContainerHeader header = new ContainerHeader(refs == 0, refs, part.codec(), layout.layoutHash(),
                    chunkBytes, layout.chunkCount(), s.plan().iteration(), prep.params());
            long partPayload = 0;
            for (long t : sum.tensorPayload) {
                partPayload += t;
            }
            long size = header.overheadBytes() + partPayload;
            long chunkRecords = PartVolumes.account(part.tensors(), sum.tensorPayload, chunkBytes, roles);
            framing += size - partPayload - chunkRecords;
            blob += size;
            payload += partPayload;
            enc += prep.nanos() + sum.encodeNanos;
            dec += sum.decodeNanos;
            verified &= sum.verified;
            records.add(new PartRecord(part.codec(), part.references(), part.tensors().size(), part.dataBytes(),
                    size));
        }
        return new SchemeLedger.SaveTotals(blob, payload, enc, dec, verified, records,
                PartVolumes.rows(roles, framing));
    }

    private static long key(int save, int part) {
        return ((long) save << 32) | part;
    }

    /** The ranges of one part added up. */
    private static final class PartSums {
        final long[] tensorPayload;
        int chunks;
        long encodeNanos;
        long decodeNanos;
        boolean verified = true;

        PartSums(int tensors) {
            tensorPayload = new long[tensors];
        }

        void add(ChunkRangeResult r) {
            r.addTo(tensorPayload);
            chunks += r.chunks();
            encodeNanos += r.encodeNanos();
            decodeNanos += r.decodeNanos();
            verified &= r.verified();
        }
    }
}
