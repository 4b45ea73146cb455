package org.snapwear.testsupport;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Assumptions;
import org.opentest4j.AssertionFailedError;

/**
 * The shared fixtures directory (real training runs, a SQLite metadata trace) that the build passes to every test
 * JVM as the system property {@value #PROPERTY}. A test that needs a fixture fails with a message naming the
 * property and the missing path; the few that only add coverage when a large fixture is there skip instead
 * ({@link #pathOrSkip}).
 */
public final class Fixtures {
    /** The system property naming the fixtures directory (set by the root pom's surefire configuration). */
    public static final String PROPERTY = "snapwear.fixtures";

    private Fixtures() {
    }

    /** The fixtures directory; fails the test if the property is not set or names no directory. */
    public static Path dir() {
        String dir = System.getProperty(PROPERTY);
        if (dir == null || !Files.isDirectory(Path.of(dir))) {
            throw new AssertionFailedError("system property " + PROPERTY
                    + " must name the shared fixtures directory, got " + dir);
        }
        return Path.of(dir);
    }

    /** A file or directory of the fixtures, e.g. {@code path("cnn_digits_sgd")}; fails the test if it is missing. */
    public static Path path(String first, String... more) {
        Path p = dir().resolve(Path.of(first, more));
        if (!Files.exists(p)) {
            throw new AssertionFailedError("fixture " + p + " is missing (system property " + PROPERTY + ")");
        }
        return p;
    }

    /** As {@link #path}, but skips the test (a failed assumption) when the fixture is not there. */
    public static Path pathOrSkip(String first, String... more) {
        String dir = System.getProperty(PROPERTY);
        Path p = dir == null ? null : Path.of(dir).resolve(Path.of(first, more));
        Assumptions.assumeTrue(p != null && Files.exists(p),
                "fixture " + Path.of(first, more) + " not available (system property " + PROPERTY + ")");
        return p;
    }
}
