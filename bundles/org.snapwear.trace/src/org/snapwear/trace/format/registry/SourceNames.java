package org.snapwear.trace.format.registry;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;

import org.snapwear.trace.source.ByteSources;

/** The file name readers' {@code accepts} sees for a source known by a path or URI. */
final class SourceNames {
    /** A name no reader matches by extension: detection then goes by the head bytes alone. */
    private static final Path NEUTRAL = Path.of("unnamed");

    private SourceNames() {
    }

    /**
     * The last component as a relative path of one element, as a local file's {@code getFileName()} would be; a
     * component the local file system cannot spell gives a neutral name.
     */
    static Path asFileName(String name) {
        String n = ByteSources.fileName(name);
        if (n.isEmpty()) {
            return NEUTRAL;
        }
        try {
            Path p = Path.of(n);
            return p.getNameCount() == 1 && p.getFileName().toString().equals(n) ? p : NEUTRAL;
        } catch (InvalidPathException e) {
            return NEUTRAL;
        }
    }
}
