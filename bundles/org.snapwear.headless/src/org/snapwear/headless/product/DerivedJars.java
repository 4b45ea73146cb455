package org.snapwear.headless.product;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * The jars the flat class path needs beside the product's own, made once in the cache directory {@code dir} (in
 * {@code nested}, {@code packed} and {@code unsigned}), each written under a temporary name and renamed, so
 * concurrent first runs never see half a jar:
 * <ul>
 * <li>a jar nested in a bundle jar (its {@code Bundle-ClassPath}), extracted: a class path cannot point into a jar;
 * <li>a directory bundle, packed: the JVM writes no class-data archive for a class path with a non-empty directory
 * (JDK 17);
 * <li>a signed bundle jar (Eclipse's), without its signature: the JVM verifies a signed jar's signature and every
 * entry's digest when it loads the first classes from it (about 30 ms each) and never archives its classes, while
 * the OSGi framework, as the product configures it, does not check signatures either.
 * </ul>
 * A jar already made is reused when it is newer than its source.
 */
final class DerivedJars {
    private final Path dir;

    DerivedJars(Path dir) {
        this.dir = dir;
    }

    /** The jar {@code entry} of the bundle jar {@code bundle}, extracted; null if there is no such file entry. */
    Path nested(Path bundle, String entry) throws IOException {
        Path base = dir.resolve("nested").resolve(bundle.getFileName().toString());
        Path target = base.resolve(entry).normalize();
        if (!target.startsWith(base)) {
            return null;
        }
        if (fresh(target, bundle)) {
            return target;
        }
        try (ZipFile zip = new ZipFile(bundle.toFile())) {
            ZipEntry z = zip.getEntry(entry);
            if (z == null || z.isDirectory()) {
                return null; // a folder inside a bundle jar cannot be a class path entry
            }
            Path part = part(target);
            try (InputStream in = zip.getInputStream(z)) {
                Files.copy(in, part, StandardCopyOption.REPLACE_EXISTING);
            }
            return commit(part, target);
        }
    }

    /** The directory bundle {@code bundle} as a jar of all its files. */
    Path packed(Path bundle) throws IOException {
        Path target = dir.resolve("packed").resolve(bundle.getFileName() + ".jar");
        if (fresh(target, bundle)) {
            return target;
        }
        List<Path> files;
        try (Stream<Path> s = Files.walk(bundle)) {
            files = s.filter(Files::isRegularFile).sorted().toList();
        }
        Path part = part(target);
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(part))) {
            for (Path f : files) {
                out.putNextEntry(new ZipEntry(bundle.relativize(f).toString().replace(java.io.File.separatorChar,
                        '/')));
                Files.copy(f, out);
                out.closeEntry();
            }
        }
        return commit(part, target);
    }

    /** The jar itself if it is not signed, else a copy without signature files and per-entry digests. */
    Path unsigned(Path jar) throws IOException {
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            if (!signed(zip)) {
                return jar;
            }
            Path target = dir.resolve("unsigned").resolve(jar.getFileName().toString());
            if (fresh(target, jar)) {
                return target;
            }
            Path part = part(target);
            try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(part))) {
                for (Enumeration<? extends ZipEntry> e = zip.entries(); e.hasMoreElements();) {
                    ZipEntry z = e.nextElement();
                    if (signature(z.getName())) {
                        continue;
                    }
                    out.putNextEntry(new ZipEntry(z.getName()));
                    if (z.getName().equals(JarFile.MANIFEST_NAME)) {
                        mainAttributes(zip, z).write(out);
                    } else {
                        try (InputStream in = zip.getInputStream(z)) {
                            in.transferTo(out);
                        }
                    }
                    out.closeEntry();
                }
            }
            return commit(part, target);
        }
    }

    private static boolean signed(ZipFile zip) {
        return zip.stream().anyMatch(z -> signature(z.getName()) && z.getName().toUpperCase(Locale.ROOT)
                .endsWith(".SF"));
    }

    /** A signature file: META-INF/*.SF, .RSA, .DSA, .EC (the JAR specification's "signature-related files"). */
    private static boolean signature(String name) {
        String n = name.toUpperCase(Locale.ROOT);
        return n.startsWith("META-INF/") && n.indexOf('/', 9) < 0
                && (n.endsWith(".SF") || n.endsWith(".RSA") || n.endsWith(".DSA") || n.endsWith(".EC"));
    }

    /** The manifest's main section only: the per-entry digests of a signed jar are thousands of lines. */
    private static Manifest mainAttributes(ZipFile zip, ZipEntry z) throws IOException {
        try (InputStream in = zip.getInputStream(z)) {
            Manifest m = new Manifest(in);
            m.getEntries().clear();
            return m;
        }
    }

    private static boolean fresh(Path target, Path source) throws IOException {
        return Files.isRegularFile(target)
                && Files.getLastModifiedTime(target).compareTo(Files.getLastModifiedTime(source)) >= 0;
    }

    private static Path part(Path target) throws IOException {
        Files.createDirectories(target.getParent());
        return target.resolveSibling(target.getFileName() + "." + ProcessHandle.current().pid() + ".tmp");
    }

    private static Path commit(Path part, Path target) throws IOException {
        return Files.move(part, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
