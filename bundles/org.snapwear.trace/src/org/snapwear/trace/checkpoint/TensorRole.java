package org.snapwear.trace.checkpoint;

import java.util.Locale;
import java.util.regex.Pattern;

import org.snapwear.trace.tensor.DType;

/**
 * What a tensor of a training checkpoint is for. Written volume is reported per role because the roles compress
 * very differently: Adam's second moment is smooth and slow, parameters drift, step counters and RNG states are
 * tiny but change every time.
 */
public enum TensorRole {
    /** Model weights and biases (what inference needs). */
    PARAMETER,
    /** Optimizer state per parameter: Adam's exp_avg and exp_avg_sq, SGD's momentum buffer. */
    OPTIMIZER_MOMENT,
    /** fp32 master copies of mixed-precision parameters (DeepSpeed ZeRO flat groups). */
    MASTER_COPY,
    /** Non-trained model state: batch-norm statistics, masks, position ids. */
    BUFFER,
    /** Everything else: step counters, RNG states, scheduler tensors. */
    OTHER;

    private static final Pattern MOMENT = Pattern.compile(
            "(^|[._])(exp_avg|exp_avg_sq|max_exp_avg_sq|momentum_buffer|square_avg|acc_delta|exp_inf)(@|$|[._])");
    private static final Pattern MASTER = Pattern.compile(
            "fp32_flat_groups|single_partition_of_fp32_groups|fp32_groups|master_param|(^|[._])master([._]|$)");
    private static final Pattern BUFFER_NAME = Pattern.compile(
            "running_mean|running_var|num_batches_tracked|position_ids|inv_freq|(^|[._])(mask|buffer)s?(@|$|[._])");

    /** Lower-case id used in JSON and tables ({@code optimizer_moment}). */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The role of a tensor from its file name, its path inside the file and its dtype. Optimizer files (any name
     * containing {@code optim}) and optimizer sub-trees of a single {@code torch.save} dict hold moments, master
     * copies and counters; RNG files hold generator states; everything floating elsewhere is a parameter.
     *
     * @param file file name inside the checkpoint ({@code optimizer.pt}), or empty for a single-file checkpoint
     * @param path the tensor's path inside the file ({@code state.3.exp_avg})
     */
    public static TensorRole classify(String file, String path, DType dtype) {
        String f = file.toLowerCase(Locale.ROOT);
        String p = path.toLowerCase(Locale.ROOT);
        if (MOMENT.matcher(p).find()) {
            return OPTIMIZER_MOMENT;
        }
        if (MASTER.matcher(p).find()) {
            return MASTER_COPY;
        }
        boolean optimizer = f.contains("optim") || p.startsWith("optimizer") || p.contains("optimizer_state");
        if (optimizer || f.contains("rng") || p.contains("rng_state") || f.contains("scheduler")
                || f.contains("training_args")) {
            return OTHER;
        }
        if (BUFFER_NAME.matcher(p).find()) {
            return BUFFER;
        }
        return dtype.isFloatingPoint() ? PARAMETER : BUFFER;
    }

    /**
     * The role of a tensor of a snapshot by its full name: {@code FILE::path} for a whole checkpoint directory
     * ({@link CheckpointTree#tensorName}), the path alone otherwise; a piece suffix {@code #k}
     * ({@link WholeCheckpoint#PIECE_SEPARATOR}) is dropped, so every piece of a region has the region's role.
     */
    public static TensorRole ofTensor(String name, DType dtype) {
        int sep = name.indexOf(CheckpointTree.FILE_SEPARATOR);
        String file = sep < 0 ? "" : name.substring(0, sep);
        String path = sep < 0 ? name : name.substring(sep + CheckpointTree.FILE_SEPARATOR.length());
        int piece = path.lastIndexOf(WholeCheckpoint.PIECE_SEPARATOR);
        if (piece >= 0 && piece + 1 < path.length() && path.substring(piece + 1).chars().allMatch(Character::isDigit)) {
            path = path.substring(0, piece);
        }
        int slash = file.lastIndexOf('/');
        return classify(file.substring(slash + 1), path, dtype);
    }
}
