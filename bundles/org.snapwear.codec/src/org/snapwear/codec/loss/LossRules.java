package org.snapwear.codec.loss;

import java.util.Optional;
import org.snapwear.codec.lossy.FloatLanes;
import org.snapwear.trace.tensor.DType;

/**
 * The one place that decides which tensors a loss profile may touch. Whatever the profile, these stay exact:
 * tensors that are not floats, float types the lossy codecs do not handle (fp64, fp8: reported as such), scalars
 * (a tensor of at most one element), tensors without a loss role (step counters, RNG, scheduler and trainer state),
 * and tensors a user names with {@code --exact GLOB}; a role the profile does not name stays exact as well.
 * Non-tensor bytes never reach a codec.
 */
public final class LossRules {
    private LossRules() {
    }

    /**
     * The decision for one tensor.
     *
     * @param name     the tensor's snapshot name ({@code FILE::path})
     * @param dtype    its element type
     * @param elements its number of elements
     */
    public static LossDecision decide(LossProfile profile, ExactGlobs exact, String name, DType dtype, long elements) {
        Optional<LossRole> role = LossRole.of(name, dtype);
        if (!dtype.isFloatingPoint()) {
            return new LossDecision(name, role, Optional.empty(), LossDecision.NOT_FLOAT);
        }
        if (elements <= 1) {
            return new LossDecision(name, role, Optional.empty(), LossDecision.SCALAR);
        }
        if (role.isEmpty()) {
            return new LossDecision(name, role, Optional.empty(), LossDecision.ALWAYS_EXACT_ROLE);
        }
        if (exact.match(name).isPresent()) {
            return new LossDecision(name, role, Optional.empty(), LossDecision.EXACT_GLOB);
        }
        Optional<CodecChoice> codec = profile.codec(role.get());
        if (codec.isEmpty()) {
            return new LossDecision(name, role, Optional.empty(), LossDecision.PROFILE_EXACT);
        }
        if (!FloatLanes.supports(dtype)) {
            return new LossDecision(name, role, Optional.empty(), LossDecision.UNSUPPORTED_DTYPE);
        }
        return new LossDecision(name, role, codec, LossDecision.LOSSY, profile.firstCodec(role.get()));
    }
}
