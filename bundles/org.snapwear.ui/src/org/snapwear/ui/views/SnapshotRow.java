package org.snapwear.ui.views;

import java.nio.file.Path;

/**
 * One snapshot of a loaded sequence as the Sequences view lists it.
 *
 * @param iteration training iteration (from the file name)
 * @param path      checkpoint file
 * @param format    format id of the reader that accepts the file
 * @param bytes     file size
 */
public record SnapshotRow(long iteration, Path path, String format, long bytes) {
}
