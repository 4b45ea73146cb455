package org.snapwear.trace.generator;

import java.nio.file.Path;

/**
 * What a generated run writes besides its snapshots, train log and README. None of it changes the snapshots.
 *
 * @param resumeCheckpoints a {@link ResumeCheckpoint} beside every snapshot ({@code resume_iterNNNNNN.safetensors})
 * @param lossFile          the loss of every step as JSON lines ({@link LossLog}); null for none
 */
public record RunOutputs(boolean resumeCheckpoints, Path lossFile) {
    /** Snapshots only. */
    public static final RunOutputs SNAPSHOTS = new RunOutputs(false, null);
}
