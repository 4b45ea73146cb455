package org.snapwear.codec.store;

import java.util.List;
import java.util.Map;

import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.tensor.Snapshot;

/**
 * Everything one save needs, for {@link SnapshotStore#save(SaveRequest)}: what is saved (a whole checkpoint as
 * scanned, or tensors with metadata), under which iteration, earlier checkpoints still on disk that may serve as
 * references, the scheme the caller runs (the store encodes with its {@link SchemeSpec#threads() threads}; the
 * codecs and the grid are the store's own, fixed at creation), the retention rule and where progress goes.
 *
 * @param checkpoint the whole checkpoint (a file or a directory), or null for tensors only
 * @param tensors    the tensors, for a save of tensors only (null with a checkpoint)
 * @param iteration  the iteration it is saved under
 * @param metadata   strings kept with tensors only and given back by {@link SnapshotStore#readTensors}
 * @param onDisk     earlier checkpoints still on disk: a reference they hold byte for byte is read from them
 * @param scheme     the caller's scheme, for its encoder threads; null = every core
 * @param retention  what the save leaves in the store
 * @param progress   told the bytes encoded; asked whether to stop between chunks
 * @param loss       the loss profile and the tensors kept exact ({@link PlanLoss#EXACT}, the default: every byte
 *                   restored as saved)
 */
public record SaveRequest(ScannedCheckpoint checkpoint, Snapshot tensors, long iteration,
        Map<String, String> metadata, List<ScannedCheckpoint> onDisk, SchemeSpec scheme, RetentionRule retention,
        Progress progress, PlanLoss loss) {

    public SaveRequest {
        if ((checkpoint == null) == (tensors == null)) {
            throw new IllegalArgumentException("a save takes either a checkpoint or tensors");
        }
        metadata = Map.copyOf(metadata);
        onDisk = List.copyOf(onDisk);
        if (retention == null || progress == null) {
            throw new IllegalArgumentException("a save needs a retention rule and a progress");
        }
        loss = loss == null ? PlanLoss.EXACT : loss;
    }

    /** An exact save (every byte restored as saved). */
    public SaveRequest(ScannedCheckpoint checkpoint, Snapshot tensors, long iteration, Map<String, String> metadata,
            List<ScannedCheckpoint> onDisk, SchemeSpec scheme, RetentionRule retention, Progress progress) {
        this(checkpoint, tensors, iteration, metadata, onDisk, scheme, retention, progress, PlanLoss.EXACT);
    }

    /** A whole checkpoint under {@code iteration}, Algorithm 2's retention, every core, no progress. */
    public static SaveRequest of(ScannedCheckpoint checkpoint, long iteration) {
        return new SaveRequest(checkpoint, null, iteration, Map.of(), List.of(), null, RetentionRule.ALGORITHM_2,
                Progress.NONE);
    }

    /** Tensors without a checkpoint around them (the API's form), with Algorithm 2's retention. */
    public static SaveRequest of(Snapshot tensors, long iteration) {
        return new SaveRequest(null, tensors, iteration, Map.of(), List.of(), null, RetentionRule.ALGORITHM_2,
                Progress.NONE);
    }

    /** With metadata kept with tensors only. */
    public SaveRequest withMetadata(Map<String, String> m) {
        return new SaveRequest(checkpoint, tensors, iteration, m, onDisk, scheme, retention, progress, loss);
    }

    /** With earlier checkpoints still on disk (they must not change during the save). */
    public SaveRequest withOnDisk(List<ScannedCheckpoint> c) {
        return new SaveRequest(checkpoint, tensors, iteration, metadata, c, scheme, retention, progress, loss);
    }

    /** With the caller's scheme (its thread count is the encoder's). */
    public SaveRequest withScheme(SchemeSpec s) {
        return new SaveRequest(checkpoint, tensors, iteration, metadata, onDisk, s, retention, progress, loss);
    }

    public SaveRequest withRetention(RetentionRule r) {
        return new SaveRequest(checkpoint, tensors, iteration, metadata, onDisk, scheme, r, progress, loss);
    }

    public SaveRequest withProgress(Progress p) {
        return new SaveRequest(checkpoint, tensors, iteration, metadata, onDisk, scheme, retention, p, loss);
    }

    /**
     * Through a loss profile: the tensors it makes lossy are stored by its codecs, each checked against its bound
     * before the save commits, and a restore gives their decoded values.
     */
    public SaveRequest withLoss(PlanLoss l) {
        return new SaveRequest(checkpoint, tensors, iteration, metadata, onDisk, scheme, retention, progress, l);
    }

    /** Encoder threads: the scheme's, or every core without one. */
    public int threads() {
        return scheme != null ? Math.max(1, scheme.threads()) : Math.max(1, Runtime.getRuntime().availableProcessors());
    }
}
