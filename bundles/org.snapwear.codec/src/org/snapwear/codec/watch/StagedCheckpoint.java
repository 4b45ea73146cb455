package org.snapwear.codec.watch;

import java.nio.file.Path;

/**
 * A complete checkpoint found in the staging directory.
 *
 * @param name      its name in the staging directory
 * @param path      where it lies
 * @param iteration the iteration its name carries
 * @param marked    true if a {@code NAME.done} marker declared it complete
 */
public record StagedCheckpoint(String name, Path path, long iteration, boolean marked) {
}
