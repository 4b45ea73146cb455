package org.snapwear.codec.tests.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The codec API's layering, read from the compiled classes of org.snapwear.codec (every class a class file names
 * in its constant pool): {@code spi} names nothing else of the bundle, {@code spi.util} only {@code spi}, the
 * container and the built-in codecs never the registry, and no package cycle at all (the decoder once took the
 * registry, whose self-check runs the decoder).
 */
class CodecLayeringTest {
    private static final Pattern REF = Pattern.compile("org/snapwear/codec/([a-z0-9_/]+)/[A-Z]");

    @Test
    void spiAndContainerDependOnlyDownwards() throws IOException {
        Map<String, Set<String>> deps = packageDependencies(codecClasses());
        assertEquals(Set.of(), deps.getOrDefault("spi", Set.of()), "spi");
        assertEquals(Set.of("spi"), deps.getOrDefault("spi/util", Set.of()), "spi/util");
        assertTrue(!deps.get("container").contains("registry") && !deps.get("codecs").contains("registry")
                && !deps.get("codecs").contains("container"), deps.toString());
    }

    @Test
    void noPackageCycle() throws IOException {
        Map<String, Set<String>> deps = packageDependencies(codecClasses());
        for (String start : deps.keySet()) {
            List<String> cycle = cycleFrom(start, deps, new ArrayList<>(), new TreeSet<>());
            assertTrue(cycle.isEmpty(), "package cycle: " + String.join(" -> ", cycle));
        }
    }

    /** A path start -> ... -> start if there is one, else empty (depth first; {@code done} holds acyclic nodes). */
    private static List<String> cycleFrom(String node, Map<String, Set<String>> deps, List<String> path,
            Set<String> done) {
        int at = path.indexOf(node);
        if (at >= 0) {
            List<String> cycle = new ArrayList<>(path.subList(at, path.size()));
            cycle.add(node);
            return cycle;
        }
        if (done.contains(node)) {
            return List.of();
        }
        path.add(node);
        for (String next : deps.getOrDefault(node, Set.of())) {
            List<String> c = cycleFrom(next, deps, path, done);
            if (!c.isEmpty()) {
                return c;
            }
        }
        path.remove(path.size() - 1);
        done.add(node);
        return List.of();
    }

    /** Package (relative to org/snapwear/codec) to the other codec packages its classes name. */
    static Map<String, Set<String>> packageDependencies(Path classes) throws IOException {
        Path root = classes.resolve("org/snapwear/codec");
        Map<String, Set<String>> deps = new TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".class"))::iterator) {
                String pkg = root.relativize(f.getParent()).toString().replace('\\', '/');
                Set<String> out = deps.computeIfAbsent(pkg, k -> new TreeSet<>());
                Matcher m = REF.matcher(new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1));
                while (m.find()) {
                    if (!m.group(1).equals(pkg)) {
                        out.add(m.group(1));
                    }
                }
            }
        }
        return deps;
    }

    private static Path codecClasses() {
        String dir = System.getProperty("snapwear.bundle.dir");
        assertTrue(dir != null, "system property snapwear.bundle.dir (the test bundle directory) is not set");
        Path classes = Path.of(dir).resolveSibling("org.snapwear.codec").resolve("target/classes");
        assertTrue(Files.isDirectory(classes.resolve("org/snapwear/codec/spi")), classes + " is not built");
        return classes;
    }
}
