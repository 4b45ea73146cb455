package org.snapwear.model.tests;

import java.nio.file.Files;
import java.nio.file.Path;

/** Locates the test bundle's data and the model bundle's files. */
public final class TestFiles {
    private TestFiles() {
    }

    /** The test bundle directory (system property snapwear.bundle.dir). */
    public static Path testBundle() {
        String dir = System.getProperty("snapwear.bundle.dir");
        if (dir == null || !Files.isDirectory(Path.of(dir))) {
            throw new AssertionError("system property snapwear.bundle.dir must name the org.snapwear.model.tests "
                    + "directory (is " + dir + ")");
        }
        return Path.of(dir);
    }

    public static Path data(String name) {
        Path p = testBundle().resolve("data").resolve(name);
        if (!Files.isRegularFile(p)) {
            throw new AssertionError("missing test data file " + p);
        }
        return p;
    }

    /** A file of the host bundle org.snapwear.model (sibling of the test bundle). */
    public static Path modelBundleFile(String relative) {
        Path p = testBundle().toAbsolutePath().getParent().resolve("org.snapwear.model").resolve(relative);
        if (!Files.isRegularFile(p)) {
            throw new AssertionError("missing model bundle file " + p);
        }
        return p;
    }
}
