package org.snapwear.codec.plan;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.snapwear.codec.loss.BoundReport;
import org.snapwear.codec.loss.LossRole;
import org.snapwear.codec.scheme.RoleError;

/**
 * Adds up the bound checker's reports of lossy tensors per loss role, the one rule for a role's error: maxima over
 * its tensors, means weighted by their element counts. Not thread-safe.
 */
final class RoleErrors {
    private final Map<LossRole, Totals> roles = new EnumMap<>(LossRole.class);

    /** Adds one checked tensor of {@code role}, encoded with the codec {@code spec}. */
    void add(LossRole role, String spec, BoundReport r) {
        roles.computeIfAbsent(role, x -> new Totals()).add(spec, r);
    }

    /** One row per role that had tensors, in role order. */
    List<RoleError> rows() {
        List<RoleError> out = new ArrayList<>();
        roles.forEach((role, t) -> out.add(t.row(role)));
        return out;
    }

    /** The row of one role, if it had tensors. */
    java.util.Optional<RoleError> row(LossRole role) {
        return java.util.Optional.ofNullable(roles.get(role)).map(t -> t.row(role));
    }

    private static final class Totals {
        private final java.util.Set<String> specs = new java.util.LinkedHashSet<>();
        private int tensors;
        private long elements;
        private double maxAbs;
        private double maxRel;
        private double relSum;
        private double prunedSum;
        private String domain = "value";
        private double domainMaxAbs;
        private double maxErrorOfBound;

        void add(String spec, BoundReport r) {
            specs.add(spec);
            tensors++;
            elements += r.elements();
            maxAbs = Math.max(maxAbs, r.maxAbsError());
            maxRel = Math.max(maxRel, r.maxRelError());
            relSum += r.meanRelError() * r.elements();
            prunedSum += r.fractionPruned() * r.elements();
            domain = r.domain(); // one domain per role: LossProfile keeps a first-save codec in its role's
            domainMaxAbs = Math.max(domainMaxAbs, r.maxAbsErrorInDomain());
            maxErrorOfBound = Math.max(maxErrorOfBound, r.maxErrorOfBound());
        }

        RoleError row(LossRole role) {
            return new RoleError(role.id(), RoleError.codecLabel(specs), tensors, maxAbs, maxRel,
                    elements == 0 ? 0 : relSum / elements, elements == 0 ? 0 : prunedSum / elements, domain,
                    domainMaxAbs, maxErrorOfBound);
        }
    }
}
