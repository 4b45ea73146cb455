package org.snapwear.trace.tests.format.registry;

import java.nio.file.Path;

import org.snapwear.trace.format.CheckpointReader;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;

/**
 * A reader that accepts files by name suffix only, for ordering tests: two readers that accept the same file show
 * which one detection tries first.
 */
final class SuffixReader implements CheckpointReader {
    private final String id;
    private final String suffix;

    SuffixReader(String id, String suffix) {
        this.id = id;
        this.suffix = suffix;
    }

    @Override
    public String formatId() {
        return id;
    }

    @Override
    public String description() {
        return "files ending in " + suffix;
    }

    @Override
    public boolean accepts(Path file, byte[] head) {
        return file.getFileName().toString().endsWith(suffix);
    }

    @Override
    public Snapshot read(Path file) throws CheckpointFormatException {
        throw new CheckpointFormatException(file, 0, id + " only detects files");
    }
}
