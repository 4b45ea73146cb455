package org.snapwear.study.resume;

import java.nio.file.Path;

/**
 * The checkpoint an arm resumes from, as its transform produced it.
 *
 * @param checkpoint   a file or a checkpoint directory, passed to the training command
 * @param bytesPerSave the bytes one save of this checkpoint takes on the drive, or null when unknown
 */
public record ArmCheckpoint(Path checkpoint, Long bytesPerSave) {
}
