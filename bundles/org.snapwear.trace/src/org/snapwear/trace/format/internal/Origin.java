package org.snapwear.trace.format.internal;

import java.nio.file.Path;

import org.snapwear.trace.source.ByteSource;
import org.snapwear.trace.tensor.CheckpointFormatException;

/**
 * What a reader's errors name: a local file, or a byte source known by a path or URI (with its local file when
 * it has one). Readers that parse both files and sources carry this instead of a {@link Path}, so the one parsing
 * code gives the same one-line errors for both.
 *
 * @param name what the message names
 * @param file the local file, or null
 */
public record Origin(String name, Path file) {

    public static Origin of(Path file) {
        return new Origin(String.valueOf(file), file);
    }

    public static Origin of(ByteSource source) {
        return new Origin(source.name(), source.localPath().orElse(null));
    }

    public CheckpointFormatException error(long offset, String reason) {
        return new CheckpointFormatException(name, file, offset, reason, null);
    }

    public CheckpointFormatException error(long offset, String reason, Throwable cause) {
        return new CheckpointFormatException(name, file, offset, reason, cause);
    }

    @Override
    public String toString() {
        return name;
    }
}
