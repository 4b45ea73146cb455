package org.snapwear.codec.loss;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import org.snapwear.trace.checkpoint.TensorRole;
import org.snapwear.trace.tensor.DType;

/**
 * The roles a loss profile gives codecs to: what {@link TensorRole} calls a parameter (or its fp32 master copy), the
 * optimizer moment split into Adam's signed first moment and its non-negative second moment, and the other float
 * tensors (buffers). {@link TensorRole#OTHER} (step counters, RNG, scheduler and trainer state) has no loss role:
 * it is always stored exactly.
 */
public enum LossRole {
    /** Weights, biases and their fp32 master copies. */
    PARAMETER,
    /** Signed first moments: Adam's {@code exp_avg}, SGD's {@code momentum_buffer}. */
    EXP_AVG,
    /**
     * Non-negative second moments: Adam's {@code exp_avg_sq} and {@code max_exp_avg_sq}, RMSprop's
     * {@code square_avg}, Adadelta's {@code acc_delta}, Adamax's {@code exp_inf}.
     */
    EXP_AVG_SQ,
    /** Other float tensors: batch-norm statistics, masks, buffers. */
    OTHER_FLOAT;

    private static final Pattern SECOND = Pattern.compile(
            "(^|[._])(exp_avg_sq|max_exp_avg_sq|square_avg|acc_delta|exp_inf)(@|$|[._#])");

    /** Lower-case id used in profile files ({@code exp_avg_sq}). */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The role with this id, if any. */
    public static Optional<LossRole> parse(String id) {
        for (LossRole r : values()) {
            if (r.id().equals(id)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /** Ids of all roles, for error messages. */
    public static String ids() {
        StringBuilder b = new StringBuilder();
        for (LossRole r : values()) {
            b.append(b.length() == 0 ? "" : ", ").append(r.id());
        }
        return b.toString();
    }

    /**
     * The loss role of a tensor by its snapshot name ({@code FILE::path} or a path), or empty for tensors that are
     * always exact (step counters, RNG, scheduler and trainer state, integer buffers).
     */
    public static Optional<LossRole> of(String tensorName, DType dtype) {
        if (!dtype.isFloatingPoint()) {
            return Optional.empty();
        }
        switch (TensorRole.ofTensor(tensorName, dtype)) {
            case PARAMETER:
            case MASTER_COPY:
                return Optional.of(PARAMETER);
            case OPTIMIZER_MOMENT:
                int sep = tensorName.indexOf("::");
                String path = (sep < 0 ? tensorName : tensorName.substring(sep + 2)).toLowerCase(Locale.ROOT);
                return Optional.of(SECOND.matcher(path).find() ? EXP_AVG_SQ : EXP_AVG);
            case BUFFER:
                return Optional.of(OTHER_FLOAT);
            default:
                return Optional.empty();
        }
    }
}
