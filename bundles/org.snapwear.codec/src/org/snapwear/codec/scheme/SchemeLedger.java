package org.snapwear.codec.scheme;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Algorithm 2's bookkeeping of a simulated run, apart from the encoding: what each save plans, then, given the
 * bytes it wrote, what stays stored, useful storage (bytes and 4 KiB pages), bytes read to rebuild and to restore,
 * and the run's totals. The scheme simulation ({@code codec.plan.SchemeSimulation}) feeds it the saves it encodes; a distributed run feeds it the
 * same sums assembled from its tasks, so both account alike. Plans depend only on the iterations stored, never on
 * sizes, so every plan of a run can be known before anything is encoded.
 */
public final class SchemeLedger {
    /**
     * What one save wrote, summed over its parts.
     *
     * @param blobBytes    bytes written (the containers' total size)
     * @param payloadBytes summed codec payloads
     * @param encodeNanos  summed encode time
     * @param decodeNanos  summed decode time
     * @param verified     decoded bit-identical to the input
     * @param parts        per-part accounting, in plan order
     * @param roles        written bytes per tensor role, plus the container row
     * @param errors       measured error of the lossy tensors per loss role (empty when exact)
     */
    public record SaveTotals(long blobBytes, long payloadBytes, long encodeNanos, long decodeNanos, boolean verified,
            List<PartRecord> parts, List<RoleVolume> roles, List<RoleError> errors) {

        /** Totals of a save without lossy tensors. */
        public SaveTotals(long blobBytes, long payloadBytes, long encodeNanos, long decodeNanos, boolean verified,
                List<PartRecord> parts, List<RoleVolume> roles) {
            this(blobBytes, payloadBytes, encodeNanos, decodeNanos, verified, parts, roles, List.of());
        }
    }

    /** Table 9 counts storage in SSD pages of 4 KiB. */
    public static final int PAGE_BYTES = 4096;

    private final SchemeConfig config;
    private final SchemePlanner planner;
    private final Map<Long, Long> storedSizes = new LinkedHashMap<>();
    private final List<SaveRecord> records = new ArrayList<>();
    private long raw;
    private long written;
    private long payload;
    private long encNanos;
    private long decNanos;
    private long maxUseful;
    private boolean allOk = true;

    public SchemeLedger(SchemeConfig config) {
        this.config = config;
        this.planner = new SchemePlanner(config);
    }

    /** Plans saving {@code iteration} after the saves recorded so far (see {@link SchemePlanner#planSave}). */
    public SavePlan plan(long iteration) {
        return planner.planSave(storedSizes.keySet(), iteration);
    }

    /**
     * Records the save of {@code plan.iteration()}: stores it, applies the plan's deletes and accounts it.
     *
     * @param plan     what {@link #plan} returned for it (no other save recorded in between)
     * @param codecId  the scheme's codec for this save
     * @param rawBytes tensor data bytes of the snapshot
     */
    public SaveRecord record(SavePlan plan, String codecId, long rawBytes, SaveTotals saved) {
        long it = plan.iteration();
        long rebuildRead = 0;
        for (long r : plan.rebuild()) {
            rebuildRead += storedSizes.get(r);
        }
        allOk &= saved.verified();
        // Durable first, then delete: the final state equals Algorithm 2's (which deletes first).
        storedSizes.put(it, saved.blobBytes());
        for (long d : plan.deletes()) {
            storedSizes.remove(d);
        }
        long useful = 0;
        long pages = 0;
        for (long size : storedSizes.values()) {
            useful += size;
            pages += (size + PAGE_BYTES - 1) / PAGE_BYTES;
        }
        long restoreRead = 0;
        for (long r : planner.planRestore(storedSizes.keySet(), it).load()) {
            restoreRead += storedSizes.get(r);
        }
        maxUseful = Math.max(maxUseful, useful);
        SaveRecord rec = new SaveRecord(it, plan.role().id(), codecId, rawBytes, saved.blobBytes(), useful, pages,
                rebuildRead, restoreRead, maxReferences(saved.parts()), plan.deletes(), plan.keptAfter(),
                saved.encodeNanos(), saved.decodeNanos(), saved.verified(), saved.parts(), saved.roles(),
                saved.errors());
        records.add(rec);
        raw += rawBytes;
        written += saved.blobBytes();
        payload += saved.payloadBytes();
        encNanos += saved.encodeNanos();
        decNanos += saved.decodeNanos();
        return rec;
    }

    /** The run's totals over the saves recorded. */
    public SimulationResult result(String deltaCodecId, String baselineCodecId) {
        return new SimulationResult(config.mode().id(), config.snapDis(), config.unit(), deltaCodecId,
                baselineCodecId, raw, written, raw == 0 ? 0 : 100.0 * written / raw, payload,
                mbPerS(raw, encNanos), mbPerS(raw, decNanos), maxUseful, allOk,
                records);
    }

    private static double mbPerS(long bytes, long nanos) {
        return nanos <= 0 ? 0 : bytes / 1e6 / (nanos / 1e9);
    }

    /** The most references any part used (the codec's depth when the layout does not change). */
    private static int maxReferences(List<PartRecord> parts) {
        int n = 0;
        for (PartRecord p : parts) {
            n = Math.max(n, p.references());
        }
        return n;
    }
}
