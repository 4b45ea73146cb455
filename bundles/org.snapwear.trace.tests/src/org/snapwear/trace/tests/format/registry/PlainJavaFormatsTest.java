package org.snapwear.trace.tests.format.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.format.registry.BuiltInFormats;

/**
 * The trace bundle as a plain jar: {@link PlainJavaProbe} runs in a fresh JVM whose class path holds the built
 * trace jar (or only its classes), this bundle's classes and the readers' libraries, and no OSGi or Eclipse
 * registry at all. With the jar, the built-ins arrive through its META-INF/services in today's order and the SWTEST
 * reader through this bundle's services file; with bare classes, the built-in list takes over.
 */
class PlainJavaFormatsTest {
    private static final List<String> BUILT_IN_ORDER = List.of("safetensors", "torch", "npy", "npz", "caffe", "onnx",
            "hdf5", "snapwear-raw");

    @TempDir
    Path dir;

    @Test
    void jarOnAClassPathFindsBuiltInsAndPluginsThroughServiceLoader() throws Exception {
        Path swtest = swtestFile();
        List<String> out = probe(List.of(traceJar(), testBundle(), testBundle().resolve("target/classes")), swtest);
        List<String> expected = new ArrayList<>(BUILT_IN_ORDER);
        expected.add("swtest"); // no DetectionRank: a ServiceLoader plug-in goes after the built-ins
        assertEquals(expected, lines(out, "reader "), String.join("\n", out));
        for (String id : BUILT_IN_ORDER) {
            assertTrue(out.contains("descriptor " + id + " service-loader true"), id + "\n" + String.join("\n", out));
        }
        assertTrue(out.contains("detect swtest"), String.join("\n", out));
        assertTrue(out.contains("tensor w F32 3") && out.contains("tensor b F32 1"), String.join("\n", out));
    }

    @Test
    void bareClassesFallBackToTheBuiltInList() throws Exception {
        Path swtest = swtestFile();
        List<String> out = probe(List.of(traceBundle().resolve("target/classes"),
                testBundle().resolve("target/classes")), swtest);
        assertEquals(BUILT_IN_ORDER, lines(out, "reader "), String.join("\n", out));
        for (BuiltInFormats.Entry e : BuiltInFormats.entries()) {
            assertTrue(out.contains("descriptor " + e.id() + " built-in true"), e.id() + "\n" + String.join("\n", out));
        }
        assertTrue(out.contains("detect -"), "nothing contributes SWTEST here:\n" + String.join("\n", out));
    }

    private Path swtestFile() throws IOException {
        return Files.writeString(dir.resolve("run.swtest"), SwTestReader.MAGIC + "w: 1 2 3.5\nb: -1\n");
    }

    private static List<String> lines(List<String> out, String prefix) {
        return out.stream().filter(l -> l.startsWith(prefix)).map(l -> l.substring(prefix.length())).toList();
    }

    /** Runs the probe in a new JVM; stderr (the registry's warnings) is kept for the failure message. */
    private List<String> probe(List<Path> ownEntries, Path file) throws Exception {
        List<String> cp = new ArrayList<>();
        for (Path p : ownEntries) {
            assertTrue(Files.exists(p), p + " is missing (is the trace bundle built?)");
            cp.add(p.toString());
        }
        cp.addAll(libraries());
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Path err = dir.resolve("stderr.txt");
        Process p = new ProcessBuilder(java.toString(), "-cp", String.join(File.pathSeparator, cp),
                PlainJavaProbe.class.getName(), file.toString()).redirectError(err.toFile()).start();
        String stdout = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "probe did not finish");
        String stderr = Files.readString(err);
        assertEquals(0, p.exitValue(), stdout + stderr);
        List<String> out = new ArrayList<>(stdout.lines().toList());
        out.add("(stderr) " + stderr);
        return out;
    }

    /** The jars of the libraries the built-in readers use, wherever the test runtime loaded them from. */
    private static List<String> libraries() throws URISyntaxException {
        List<String> out = new ArrayList<>();
        for (Class<?> c : List.of(com.google.gson.Gson.class, com.google.protobuf.CodedInputStream.class,
                io.jhdf.HdfFile.class, net.razorvine.pickle.Unpickler.class,
                org.apache.commons.compress.archivers.zip.ZipFile.class,
                org.apache.commons.io.build.AbstractOrigin.class)) {
            CodeSource cs = c.getProtectionDomain().getCodeSource();
            if (cs == null || cs.getLocation() == null) {
                throw new IllegalStateException("cannot tell which jar " + c.getName() + " was loaded from");
            }
            out.add(Path.of(cs.getLocation().toURI()).toString());
        }
        return out;
    }

    static Path testBundle() {
        String d = System.getProperty("snapwear.bundle.dir");
        if (d == null) {
            throw new IllegalStateException("system property snapwear.bundle.dir (the test bundle directory) is not set");
        }
        return Path.of(d);
    }

    static Path traceBundle() {
        return testBundle().resolveSibling("org.snapwear.trace");
    }

    /** The jar the build made of the trace bundle (with plugin.xml and META-INF/services, as shipped). */
    private static Path traceJar() throws IOException {
        try (Stream<Path> s = Files.list(traceBundle().resolve("target"))) {
            return s.filter(p -> p.getFileName().toString().matches("org\\.snapwear\\.trace-[0-9.]+(-SNAPSHOT)?\\.jar"))
                    .findFirst().orElseThrow(() -> new IllegalStateException("no trace jar in "
                            + traceBundle().resolve("target") + "; build it with -am"));
        }
    }
}
