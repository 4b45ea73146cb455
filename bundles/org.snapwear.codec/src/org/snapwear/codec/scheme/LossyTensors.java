package org.snapwear.codec.scheme;

import java.util.Optional;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Which tensors a loss profile stores with a lossy codec, as the part planner asks it: for each tensor the lossy
 * codec (named by its spec, e.g. {@code quant-absmax:bits=8}, which is also the part's codec name) or empty for a
 * tensor stored exactly. {@link #NONE}, the default everywhere, keeps every tensor exact.
 */
public interface LossyTensors {
    /** Every tensor exact. */
    LossyTensors NONE = t -> Optional.empty();

    /**
     * A lossy codec as a part names it.
     *
     * @param first the choice where the tensor has no reference (a first save), or null to use this one if its codec
     *              codes baselines and the exact rule if not
     */
    record Choice(String spec, SnapshotCodec codec, Choice first) {
        /** A choice that is the same for first saves (where its codec codes them). */
        public Choice(String spec, SnapshotCodec codec) {
            this(spec, codec, null);
        }
    }

    /** The lossy codec of a tensor, or empty to store it exactly. */
    Optional<Choice> choose(TensorInfo tensor);
}
