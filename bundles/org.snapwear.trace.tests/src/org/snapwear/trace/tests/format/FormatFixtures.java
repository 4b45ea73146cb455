package org.snapwear.trace.tests.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/** Locating the shared fixtures and comparing snapshots bit for bit. */
public final class FormatFixtures {
    private FormatFixtures() {
    }

    /** The cnn_digits_sgd fixture directory; fails the test clearly if the fixtures are not configured. */
    public static Path cnnDir() {
        return Fixtures.path("cnn_digits_sgd");
    }

    /** Fixture files of the cnn run with this suffix, sorted by name. */
    public static List<Path> cnnFiles(String suffix) throws IOException {
        try (Stream<Path> s = Files.list(cnnDir())) {
            List<Path> l = s.filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().collect(Collectors.toList());
            if (l.isEmpty()) {
                fail("no *" + suffix + " files in " + cnnDir());
            }
            return l;
        }
    }

    /** A file under the test bundle's data/ directory; fails clearly if the bundle directory is unknown. */
    public static Path data(String relative) {
        String dir = System.getProperty("snapwear.bundle.dir");
        if (dir == null) {
            fail("system property snapwear.bundle.dir (the test bundle directory) is not set");
        }
        Path p = Path.of(dir, "data").resolve(relative);
        if (!Files.exists(p)) {
            fail("test data file " + p + " is missing");
        }
        return p;
    }

    /** IEEE binary16 to float (Java 17 has no Float.float16ToFloat); exact for all values. */
    public static float halfToFloat(short h) {
        int bits = h & 0xFFFF;
        int sign = (bits >>> 15) != 0 ? -1 : 1;
        int exp = (bits >>> 10) & 0x1F;
        int mant = bits & 0x3FF;
        if (exp == 0) {
            return sign * (mant * 0x1p-24f); // float product, so -0 keeps its sign
        }
        if (exp == 31) {
            return mant == 0 ? sign * Float.POSITIVE_INFINITY : Float.NaN;
        }
        return sign * (1 + mant / 1024f) * (float) Math.pow(2, exp - 15);
    }

    /** Same names, dtypes, shapes, order and bytes. */
    public static void assertSameTensors(Snapshot expected, Snapshot actual) {
        assertEquals(expected.infos(), actual.infos(), "tensor names, dtypes and shapes");
        for (int i = 0; i < expected.tensors().size(); i++) {
            Tensor e = expected.tensors().get(i);
            Tensor a = actual.tensors().get(i);
            assertEquals(e.data(), a.data(), "bytes of " + e.name());
        }
    }
}
