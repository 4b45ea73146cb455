package org.snapwear.study.sim;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.snapwear.codec.loss.CodecChoice;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.codec.loss.LossRole;
import org.snapwear.codec.plan.PlanLoss;

/**
 * How an analysis names the loss profile a scheme was saved with: its name and what it bounds, role by role, as the
 * profile configures its codecs ({@code exp_avg quant-absmax:bits=8, exp_avg_sq quant-sqrt:bits=8}), and the tensors
 * the user kept exact. The bound is the profile's whole content, so two profiles of the same name from different
 * files never pass for each other (a measurement cache keys on {@link #key()}).
 *
 * @param name  the profile's name ({@code exact}, {@code moments-8bit}, a user profile)
 * @param roles one {@code role codec-spec} per lossy role, in role order; empty for exact
 * @param keptExact the {@code --exact} globs, in the order given
 */
public record LossLabel(String name, List<String> roles, List<String> keptExact) implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Every tensor exact: the default of every analysis. */
    public static final LossLabel EXACT = new LossLabel(LossProfiles.EXACT, List.of(), List.of());

    public LossLabel {
        Objects.requireNonNull(name, "name");
        roles = List.copyOf(roles);
        keptExact = List.copyOf(keptExact);
    }

    /** The label of a run's loss. */
    public static LossLabel of(PlanLoss loss) {
        List<String> roles = new ArrayList<>();
        for (LossRole r : LossRole.values()) {
            String first = loss.profile().firstCodec(r).map(c -> " (first saves " + c.spec() + ")").orElse("");
            loss.profile().codec(r).map(CodecChoice::spec).ifPresent(spec -> roles.add(r.id() + " " + spec + first));
        }
        return new LossLabel(loss.profile().name(), roles, loss.exact().globs());
    }

    /** True when no tensor was lossy by the profile. */
    public boolean isExact() {
        return roles.isEmpty();
    }

    /** What the profile bounds, for a reader: {@code exact}, or the codec of each lossy role. */
    public String bound() {
        if (isExact()) {
            return "exact (byte for byte)";
        }
        String kept = keptExact.isEmpty() ? "" : "; kept exact: " + String.join(", ", keptExact);
        return String.join(", ", roles) + kept;
    }

    /** {@code moments-8bit (lossy: exp_avg quant-absmax:bits=8, ...)}: how a table names a lossy row. */
    public String display() {
        return isExact() ? name : name + " (lossy: " + bound() + ")";
    }

    /** One line with everything the label holds, for cache keys. */
    public String key() {
        return name + " | " + String.join("; ", roles) + " | " + String.join("; ", keptExact);
    }
}
