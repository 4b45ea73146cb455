package org.snapwear.codec.loss;

import java.util.Optional;

/**
 * What a profile does with one tensor: the lossy codec it gets, or why it is stored exactly.
 *
 * @param tensor tensor name
 * @param role   its loss role (empty for tensors that are always exact)
 * @param codec  the lossy codec, or empty for exact
 * @param reason why exact ({@link #LOSSY} when a codec is given)
 * @param first  the codec where the tensor has no earlier save to be coded against, if the profile names one for
 *               its role (empty: {@code codec} if it codes baselines, else exact there)
 */
public record LossDecision(String tensor, Optional<LossRole> role, Optional<CodecChoice> codec, String reason,
        Optional<CodecChoice> first) {
    public static final String LOSSY = "lossy";
    public static final String NOT_FLOAT = "not a float tensor";
    public static final String UNSUPPORTED_DTYPE = "element type not handled by the lossy codecs";
    public static final String SCALAR = "scalar";
    public static final String ALWAYS_EXACT_ROLE = "step counter, RNG, scheduler or trainer state";
    public static final String EXACT_GLOB = "named by --exact";
    public static final String PROFILE_EXACT = "the profile keeps this role exact";

    /** A decision without a first-save codec of its own. */
    public LossDecision(String tensor, Optional<LossRole> role, Optional<CodecChoice> codec, String reason) {
        this(tensor, role, codec, reason, Optional.empty());
    }

    /** True if the tensor is stored exactly. */
    public boolean exact() {
        return codec.isEmpty();
    }
}
