package org.snapwear.study.resume;

import java.io.IOException;
import java.nio.file.Path;

/** Produces an arm's checkpoint from the exact one (a copy, a pass through a loss profile, a perturbation). */
@FunctionalInterface
public interface CheckpointTransform {

    /**
     * @param exact the exact checkpoint (never modified)
     * @param dir   an empty directory of the arm, for the checkpoint it writes
     */
    ArmCheckpoint apply(Path exact, Path dir) throws IOException;
}
