package org.snapwear.study.sim;

import java.util.ArrayList;
import java.util.List;

import org.snapwear.codec.scheme.PartRecord;
import org.snapwear.codec.scheme.RoleError;
import org.snapwear.codec.scheme.RoleVolume;
import org.snapwear.codec.scheme.SaveRecord;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.scheme.SimulationResult;

/**
 * The JSON document of {@code snapwear compress --json}: a simulated run's totals, written volume per tensor role,
 * one row per snapshot, and the loss profile with the measured error per loss role (empty for {@code exact}). Here rather than in the command so that every runner of the same simulation (the
 * command, the Spark job of org.snapwear.spark) prints the same document from a {@link SimulationResult}.
 */
public record CompressReport(String sequence, String mode, int snapDis, long unit, long firstIteration,
        String codec, String baselineCodec, int threads, int chunkBytes, int snapshotCount, long rawBytes,
        long writtenBytes, double writtenPct, long payloadBytes, long containerOverheadBytes, double encodeMbPerS,
        double decodeMbPerS, long maxUsefulStorageBytes, long finalUsefulStorageBytes, boolean roundTripVerified,
        List<RoleRow> roles, List<SnapshotRow> snapshots, String lossProfile, List<LossRow> lossErrors,
        List<KeptExact> lossKeptExact) {

    /** A tensor the loss profile would have made lossy that stayed exact, and why ({@code --exact}, its dtype). */
    public record KeptExact(String tensor, String reason) {
    }

    /** One snapshot row; parts are the containers it was saved as (see PartPlanner). */
    public record SnapshotRow(long iteration, String kind, String codec, long rawBytes, long bytes, double pct,
            long usefulStorageBytes, long usefulStoragePages, long bytesReadToRebuild, long bytesReadToRestore,
            List<Long> deleted, List<Long> kept, double encodeMs, double decodeMs, boolean verified,
            List<PartRecord> parts) {

        public static SnapshotRow of(SaveRecord s) {
            return new SnapshotRow(s.iteration(), s.kind(), s.codec(), s.rawBytes(), s.bytes(),
                    s.rawBytes() == 0 ? 0 : 100.0 * s.bytes() / s.rawBytes(), s.usefulStorageBytes(),
                    s.usefulStoragePages(), s.bytesReadToRebuild(), s.bytesReadToRestore(), s.deleted(), s.kept(),
                    s.encodeNanos() / 1e6, s.decodeNanos() / 1e6, s.verified(), s.parts());
        }
    }

    /**
     * One tensor role over the whole run: raw and written bytes, written as % of the role's raw bytes and as % of
     * all bytes written. The container row (headers and trailers) has raw 0; the rows' written bytes add up to the
     * run's written bytes.
     */
    public record RoleRow(String role, long rawBytes, long writtenBytes, double writtenPct, double sharePct) {

        public static List<RoleRow> of(SimulationResult r) {
            List<RoleRow> out = new ArrayList<>();
            for (RoleVolume v : r.roles()) {
                out.add(new RoleRow(v.role(), v.rawBytes(), v.writtenBytes(), v.writtenPct(),
                        r.writtenBytes() == 0 ? 0 : 100.0 * v.writtenBytes() / r.writtenBytes()));
            }
            return out;
        }
    }

    /**
     * The measured error of one loss role's lossy tensors over the whole run: maxima over every save, means over
     * the saves weighted by their lossy tensors (each save's mean weighted by element counts). The errors on the
     * values, and those in the domain the codec bounds ({@code errorDomain}: {@code sqrt} for {@code quant-sqrt};
     * see {@link RoleError}) with the largest error as a fraction of the bound.
     */
    public record LossRow(String role, String codec, int tensors, double maxAbsError, double maxRelError,
            double meanRelError, double fractionPruned, String errorDomain, double maxAbsErrorInDomain,
            double maxErrorOfBound) {

        public static List<LossRow> of(SimulationResult r) {
            java.util.Map<String, double[]> acc = new java.util.LinkedHashMap<>();
            java.util.Map<String, String> codecs = new java.util.HashMap<>();
            java.util.Map<String, String> domains = new java.util.HashMap<>();
            for (SaveRecord s : r.saves()) {
                for (RoleError e : s.errors()) {
                    double[] a = acc.computeIfAbsent(e.role(), k -> new double[7]);
                    codecs.put(e.role(), e.codec());
                    domains.put(e.role(), e.errorDomain());
                    a[5] = Math.max(a[5], e.maxAbsErrorInDomain());
                    a[6] = Math.max(a[6], e.maxErrorOfBound());
                    a[0] += e.tensors();
                    a[1] = Math.max(a[1], e.maxAbsError());
                    a[2] = Math.max(a[2], e.maxRelError());
                    a[3] += e.meanRelError() * e.tensors();
                    a[4] += e.fractionPruned() * e.tensors();
                }
            }
            List<LossRow> out = new ArrayList<>();
            acc.forEach((role, a) -> out.add(new LossRow(role, codecs.get(role), (int) a[0], a[1], a[2],
                    a[0] == 0 ? 0 : a[3] / a[0], a[0] == 0 ? 0 : a[4] / a[0], domains.get(role), a[5], a[6])));
            return out;
        }
    }

    /** As {@link #of(String, SchemeSpec, SimulationResult, String)} for an exact run. */
    public static CompressReport of(String sequence, SchemeSpec run, SimulationResult r) {
        return of(sequence, run, r, "exact");
    }

    /**
     * @param sequence    what the run read, as the user named it
     * @param run         the scheme on the sequence's grid ({@link SchemeSpec#withGrid})
     * @param r           the simulation's result
     * @param lossProfile the loss profile's name ({@code exact} by default)
     */
    public static CompressReport of(String sequence, SchemeSpec run, SimulationResult r, String lossProfile) {
        return of(sequence, run, r, lossProfile, List.of());
    }

    /** As {@link #of(String, SchemeSpec, SimulationResult, String)} with the tensors the profile kept exact. */
    public static CompressReport of(String sequence, SchemeSpec run, SimulationResult r, String lossProfile,
            List<KeptExact> keptExact) {
        List<SaveRecord> saves = r.saves();
        return new CompressReport(sequence, run.mode().id(), run.snapDis(), run.unit(), run.firstIteration(),
                r.deltaCodec(), r.baselineCodec(), run.threads(), run.chunkBytes(), saves.size(), r.rawBytes(),
                r.writtenBytes(), r.writtenPct(), r.payloadBytes(), r.writtenBytes() - r.payloadBytes(),
                r.encodeMbPerS(), r.decodeMbPerS(), r.maxUsefulStorageBytes(),
                saves.isEmpty() ? 0 : saves.get(saves.size() - 1).usefulStorageBytes(), r.allVerified(),
                RoleRow.of(r), saves.stream().map(SnapshotRow::of).toList(), lossProfile, LossRow.of(r),
                List.copyOf(keptExact));
    }
}
