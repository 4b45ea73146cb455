package org.snapwear.trace.tests.format.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * Format registration goes one way, read from the compiled classes of org.snapwear.trace (every class a class file
 * names in its constant pool): the registry names the readers, but neither the reader contract's package
 * {@code format} nor any reader package names the registry ({@code CheckpointFormats} used to sit in {@code format}
 * and made {@code format <-> format.registry} a package cycle).
 */
class FormatLayeringTest {
    private static final Pattern REF = Pattern.compile("org/snapwear/trace/([a-z0-9_/]+)/[A-Z]");

    @Test
    void noFormatPackageNamesTheRegistry() throws IOException {
        Map<String, Set<String>> deps = packageDependencies(PlainJavaFormatsTest.traceBundle().resolve("target/classes"));
        Map<String, Set<String>> offending = new TreeMap<>();
        for (Map.Entry<String, Set<String>> e : deps.entrySet()) {
            if (e.getKey().startsWith("format") && !e.getKey().equals("format/registry")
                    && e.getValue().contains("format/registry")) {
                offending.put(e.getKey(), e.getValue());
            }
        }
        assertEquals(Map.of(), offending);
        assertTrue(deps.get("format/registry").contains("format"), "the registry uses the reader contract");
    }

    /** Package (relative to org/snapwear/trace) to the other trace packages its classes name. */
    private static Map<String, Set<String>> packageDependencies(Path classes) throws IOException {
        Path root = classes.resolve("org/snapwear/trace");
        assertTrue(Files.isDirectory(root.resolve("format/registry")), classes + " is not built");
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
}
