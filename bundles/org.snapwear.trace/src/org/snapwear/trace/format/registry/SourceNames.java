package org.snapwear.trace.format.registry;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.UUID;

import org.snapwear.trace.source.ByteSources;

/**
 * The path readers' {@code accepts} sees for a source known by a path or URI: the source's file name under a
 * directory that does not exist. Readers match the file name as for a local file; a reader that also asks the file
 * system (the raw-directory reader tests {@code Files.isDirectory}) finds nothing there, as for a local regular file,
 * instead of whatever a relative name would hit in the working directory.
 */
final class SourceNames {
    /** Never created; a UUID keeps it from meaning anything on any machine. */
    private static final Path NOWHERE = Path.of(System.getProperty("java.io.tmpdir"),
            "snapwear-remote-" + UUID.randomUUID());
    /** A name no reader matches by extension: detection then goes by the head bytes alone. */
    private static final Path NEUTRAL = NOWHERE.resolve("unnamed");

    private SourceNames() {
    }

    /**
     * The last component, as a local file's {@code getFileName()} would be, under {@link #NOWHERE}; a component the
     * local file system cannot spell gives a neutral name.
     */
    static Path asFileName(String name) {
        String n = ByteSources.fileName(name);
        if (n.isEmpty()) {
            return NEUTRAL;
        }
        try {
            Path p = Path.of(n);
            return p.getNameCount() == 1 && p.getFileName().toString().equals(n) ? NOWHERE.resolve(p) : NEUTRAL;
        } catch (InvalidPathException e) {
            return NEUTRAL;
        }
    }
}
