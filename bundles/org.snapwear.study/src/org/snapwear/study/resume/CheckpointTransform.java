package org.snapwear.study.resume;

import java.io.IOException;
import java.nio.file.Path;

/** Produces an arm's checkpoint from a checkpoint of the run (a copy, a pass through a loss profile, a perturbation). */
@FunctionalInterface
public interface CheckpointTransform {

    /**
     * @param source   the checkpoint to transform (never modified): the exact checkpoint, or after a restart the
     *                 checkpoint the arm's own training wrote
     * @param dir      an empty directory of the arm, for the checkpoint it writes
     * @param previous what this transform produced at the arm's previous restart (the reference of a closed loop,
     *                 as in ExCP), or null at the first
     */
    ArmCheckpoint apply(Path source, Path dir, Path previous) throws IOException;
}
