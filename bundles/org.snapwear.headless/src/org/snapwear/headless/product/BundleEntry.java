package org.snapwear.headless.product;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * One jar or directory of a product's {@code plugins} or {@code dropins}, as its manifest names it: symbolic
 * name (the file name for a plain jar), version and {@code Bundle-ClassPath} entries ({@code .} when absent).
 */
public record BundleEntry(Path location, String name, String version, List<String> classPath) {

    /** Reads the entry's manifest; empty for a file that is neither a jar nor a directory with a manifest. */
    public static Optional<BundleEntry> read(Path location) {
        Manifest manifest;
        try {
            manifest = manifest(location);
        } catch (IOException e) {
            return Optional.empty(); // not a jar: a stray file in the plug-in directory
        }
        String file = location.getFileName().toString();
        if (manifest == null) {
            return Files.isDirectory(location) ? Optional.empty()
                    : Optional.of(new BundleEntry(location, file, "0", List.of(".")));
        }
        Attributes a = manifest.getMainAttributes();
        String bsn = a.getValue("Bundle-SymbolicName");
        String name = bsn == null ? file : bsn.split(";", 2)[0].trim();
        String version = a.getValue("Bundle-Version") == null ? "0" : a.getValue("Bundle-Version").trim();
        return Optional.of(new BundleEntry(location, name, version, classPath(a.getValue("Bundle-ClassPath"))));
    }

    private static Manifest manifest(Path location) throws IOException {
        if (Files.isDirectory(location)) {
            Path mf = location.resolve("META-INF/MANIFEST.MF");
            if (!Files.isRegularFile(mf)) {
                return null;
            }
            try (InputStream in = Files.newInputStream(mf)) {
                return new Manifest(in);
            }
        }
        if (!location.getFileName().toString().endsWith(".jar")) {
            throw new IOException("not a jar");
        }
        try (JarFile jar = new JarFile(location.toFile(), false)) {
            return jar.getManifest();
        }
    }

    /** The Bundle-ClassPath entries, in order (attributes after ';' dropped); {@code .} when there is none. */
    static List<String> classPath(String header) {
        if (header == null || header.isBlank()) {
            return List.of(".");
        }
        List<String> out = new ArrayList<>();
        for (String clause : header.split(",")) {
            String entry = clause.split(";", 2)[0].trim();
            if (!entry.isEmpty()) {
                out.add(entry.equals("/") ? "." : entry.replaceFirst("^/", ""));
            }
        }
        return out.isEmpty() ? List.of(".") : out;
    }
}
