package org.snapwear.study.sim;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.snapwear.codec.scheme.RoleError;
import org.snapwear.codec.scheme.SaveRecord;
import org.snapwear.codec.scheme.SimulationResult;

/**
 * The measured error of one loss role's lossy tensors over a whole run: maxima over every save, means over the
 * saves weighted by their lossy tensors (each save's mean already weighted by element counts). The one aggregation
 * of {@link RoleError}s: {@code snapwear compress --loss} prints it ({@link CompressReport}) and the analyses carry
 * it in their scheme streams, so the two cannot disagree.
 *
 * @param role           loss role id ({@code exp_avg_sq})
 * @param codec          the role's lossy codec spec
 * @param tensors        lossy tensors of the role summed over the saves
 * @param maxAbsError    largest absolute error of any element
 * @param maxRelError    largest relative error of any element
 * @param meanRelError   mean relative error
 * @param fractionPruned fraction of elements stored as zero that were not zero
 * @param errorDomain    the domain the role's codec bounds its error in ({@code value}, or {@code sqrt} for
 *                       {@code quant-sqrt}: between square roots; see {@link RoleError})
 * @param maxAbsErrorInDomain largest absolute error in that domain
 * @param maxErrorOfBound the largest error as a fraction of what the bound allows (at most 1)
 */
public record LossRow(String role, String codec, int tensors, double maxAbsError, double maxRelError,
        double meanRelError, double fractionPruned, String errorDomain, double maxAbsErrorInDomain,
        double maxErrorOfBound) implements Serializable {

    private static final long serialVersionUID = 1L;

    /**
     * True if the role's codec bounds the error on the values, where relative errors mean something; false for a
     * bound between square roots ({@code quant-sqrt}), where a tiny second moment makes the relative error of the
     * value huge while the bound holds ({@link #maxErrorOfBound} tells how close to its bound a role came).
     */
    public boolean valueDomain() {
        return errorDomain == null || "value".equals(errorDomain);
    }

    /** The rows of a simulated run, roles in the order first met; empty for an exact run. */
    public static List<LossRow> of(SimulationResult r) {
        return of(r.saves());
    }

    /** The rows of these saves. */
    public static List<LossRow> of(List<SaveRecord> saves) {
        Map<String, Acc> acc = new LinkedHashMap<>();
        for (SaveRecord s : saves) {
            for (RoleError e : s.errors()) {
                acc.computeIfAbsent(e.role(), k -> new Acc()).add(e);
            }
        }
        List<LossRow> out = new ArrayList<>();
        acc.forEach((role, a) -> out.add(new LossRow(role, RoleError.codecLabel(a.codecs), (int) a.tensors, a.maxAbs,
                a.maxRel,
                a.tensors == 0 ? 0 : a.meanRelSum / a.tensors, a.tensors == 0 ? 0 : a.prunedSum / a.tensors,
                a.domain, a.maxAbsInDomain, a.maxOfBound)));
        return out;
    }

    /** Running totals of one role. */
    private static final class Acc {
        final java.util.List<String> codecs = new java.util.ArrayList<>();
        String domain;
        long tensors;
        double maxAbs;
        double maxRel;
        double meanRelSum;
        double prunedSum;
        double maxAbsInDomain;
        double maxOfBound;

        void add(RoleError e) {
            // a save's label may already join a first-save codec and the role's codec; specs hold no spaces
            codecs.addAll(java.util.List.of(e.codec().split(" \\+ ")));
            domain = e.errorDomain();
            maxAbsInDomain = Math.max(maxAbsInDomain, e.maxAbsErrorInDomain());
            maxOfBound = Math.max(maxOfBound, e.maxErrorOfBound());
            tensors += e.tensors();
            maxAbs = Math.max(maxAbs, e.maxAbsError());
            maxRel = Math.max(maxRel, e.maxRelError());
            meanRelSum += e.meanRelError() * e.tensors();
            prunedSum += e.fractionPruned() * e.tensors();
        }
    }
}
