package org.snapwear.codec.plan;

import java.io.Serializable;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.snapwear.codec.loss.CodecChoice;
import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossDecision;
import org.snapwear.codec.loss.LossProfile;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.codec.loss.LossRules;
import org.snapwear.codec.scheme.LossyTensors;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * The loss profile a run is planned with, and the tensors the user keeps exact: where lossy codecs are chosen. Per
 * tensor {@link LossRules} decides (non-float tensors, scalars, step counters, RNG and trainer state, {@code --exact}
 * matches and dtypes the codecs do not handle stay exact); the part planner asks through {@link #tensors()}, and a
 * part of a lossy codec is named by the codec's spec ({@code quant-absmax:bits=8}), which {@link #codecs()} maps to
 * the configured codec. {@link #EXACT}, the default everywhere, plans exactly what an exact run plans.
 *
 * @param profile the loss profile
 * @param exact   tensors kept exact whatever the profile
 */
public record PlanLoss(LossProfile profile, ExactGlobs exact) implements Serializable {
    private static final long serialVersionUID = 1L;

    /** Every tensor exact. */
    public static final PlanLoss EXACT = new PlanLoss(new LossProfile(LossProfiles.EXACT, Map.of()), ExactGlobs.NONE);

    public PlanLoss {
        Objects.requireNonNull(profile, "profile");
        Objects.requireNonNull(exact, "exact");
    }

    /** True if no tensor can be lossy. */
    public boolean isExact() {
        return profile.isExact();
    }

    /** The decision for one tensor. */
    public LossDecision decide(TensorInfo t) {
        return LossRules.decide(profile, exact, t.name(), t.dtype(), t.elementCount());
    }

    /**
     * The tensors of a layout the profile would have made lossy but that stay exact for a reason the user should
     * see: an element type the lossy codecs do not handle, or an {@code --exact} match (empty for {@link #EXACT}).
     */
    public java.util.List<LossDecision> reported(java.util.List<TensorInfo> layout) {
        java.util.List<LossDecision> out = new java.util.ArrayList<>();
        if (isExact()) {
            return out;
        }
        for (TensorInfo t : layout) {
            LossDecision d = decide(t);
            if (d.reason().equals(LossDecision.UNSUPPORTED_DTYPE) || d.reason().equals(LossDecision.EXACT_GLOB)) {
                out.add(d);
            }
        }
        return out;
    }

    /** The part planner's view: each tensor's lossy codec, or empty for exact. */
    public LossyTensors tensors() {
        if (isExact()) {
            return LossyTensors.NONE;
        }
        Map<String, SnapshotCodec> codecs = codecs();
        return t -> {
            LossDecision d = decide(t);
            LossyTensors.Choice first = d.first().map(c -> new LossyTensors.Choice(c.spec(), codecs.get(c.spec())))
                    .orElse(null);
            return d.codec().map(c -> new LossyTensors.Choice(c.spec(), codecs.get(c.spec()), first));
        };
    }

    /** The profile's configured codecs by the spec a part names them with. */
    public Map<String, SnapshotCodec> codecs() {
        Map<String, SnapshotCodec> out = new LinkedHashMap<>();
        for (CodecChoice c : profile.codecs().values()) {
            out.putIfAbsent(c.spec(), c.codec());
        }
        for (CodecChoice c : profile.firstCodecs().values()) {
            out.putIfAbsent(c.spec(), c.codec());
        }
        return out;
    }

    /** The configured codec of a part named by a spec of this profile, if it is one. */
    public Optional<SnapshotCodec> codec(String spec) {
        return Optional.ofNullable(codecs().get(spec));
    }
}
