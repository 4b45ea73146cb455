package org.snapwear.headless.tests.product;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.zip.ZipFile;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.product.ProductClassPath;

/**
 * The flat class path of the headless commands: the newest version of each bundle, Snapwear's first, plug-ins in
 * {@code dropins} (plain and extension-location layouts), a directory bundle's and a jar bundle's
 * {@code Bundle-ClassPath} (the nested jar extracted, byte for byte; the directory packed into a jar, as the JVM
 * writes no class-data archive for a class path with a directory), and a bundle whose class path leaves out
 * {@code .} contributes only its nested jars; a signed jar is used as a copy without its signature.
 */
class ProductClassPathTest {

    @TempDir
    Path dir;

    @Test
    void newestVersionEachBundleSnapwearFirstWithDropinsAndNestedJars() throws IOException {
        Path plugins = Files.createDirectories(dir.resolve("product/plugins"));
        Path gsonOld = jar(plugins.resolve("com.google.gson_2.9.0.jar"), "com.google.gson", "2.9.0", null, null);
        Path gsonNew = jar(plugins.resolve("com.google.gson_2.13.1.jar"), "com.google.gson", "2.13.1", null, null);
        jar(plugins.resolve("org.snapwear.codec_0.1.0.v20250101.jar"), "org.snapwear.codec", "0.1.0.v20250101",
                null, null);
        Path codec = jar(plugins.resolve("org.snapwear.codec_0.1.0.v20260101.jar"), "org.snapwear.codec",
                "0.1.0.v20260101", null, null);
        byte[] inner = jarBytes(dir.resolve("inner.jar"));
        Path wrapped = jar(plugins.resolve("org.wrapped_1.0.0.jar"), "org.wrapped", "1.0.0", "lib/inner.jar", inner);
        Path unpacked = Files.createDirectories(plugins.resolve("org.unpacked_1.0.0"));
        manifest(unpacked, "org.unpacked", "1.0.0", ".,lib/a.jar");
        Files.createDirectories(unpacked.resolve("lib"));
        Files.write(unpacked.resolve("lib/a.jar"), inner);
        Files.writeString(plugins.resolve("notes.txt"), "not a bundle");
        Path dropins = Files.createDirectories(dir.resolve("product/dropins"));
        Path plain = jar(dropins.resolve("my-codec.jar"), null, null, null, null);
        Path ext = jar(Files.createDirectories(dropins.resolve("vendor/eclipse/plugins")).resolve("com.vendor_2.0.0.jar"),
                "com.vendor", "2.0.0", null, null);
        Path nested = dir.resolve("jars");

        List<Path> cp = ProductClassPath.of(dir.resolve("product"), nested);

        Path extracted = nested.resolve("nested/org.wrapped_1.0.0.jar/lib/inner.jar");
        Path packed = nested.resolve("packed/org.unpacked_1.0.0.jar");
        assertEquals(List.of(codec, gsonNew, ext, plain, packed, unpacked.resolve("lib/a.jar"), extracted), cp);
        try (ZipFile zip = new ZipFile(packed.toFile())) {
            assertTrue(zip.getEntry("META-INF/MANIFEST.MF") != null && zip.getEntry("lib/a.jar") != null,
                    "the directory bundle packed whole");
        }
        assertFalse(cp.contains(gsonOld), "the older Gson is left out");
        assertFalse(cp.contains(wrapped), "a bundle whose class path leaves out '.' contributes only its nested jars");
        assertArrayEquals(inner, Files.readAllBytes(extracted));
        // a second computation reuses the extracted jar
        assertEquals(cp, ProductClassPath.of(dir.resolve("product"), nested));
        assertTrue(Files.isRegularFile(extracted));
    }

    @Test
    void signedJarIsUsedWithoutItsSignature() throws IOException {
        Path plugins = Files.createDirectories(dir.resolve("product/plugins"));
        Path signed = plugins.resolve("org.eclipse.emf.common_2.43.0.jar");
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().putValue("Bundle-SymbolicName", "org.eclipse.emf.common");
        m.getMainAttributes().putValue("Bundle-Version", "2.43.0");
        Attributes digest = new Attributes();
        digest.putValue("SHA-256-Digest", "AAAA");
        m.getEntries().put("x/Y.class", digest);
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(signed), m)) {
            for (String name : List.of("META-INF/ECLIPSE_.SF", "META-INF/ECLIPSE_.RSA", "x/Y.class")) {
                out.putNextEntry(new JarEntry(name));
                out.write(name.getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            }
        }
        Path jars = dir.resolve("jars");

        List<Path> cp = ProductClassPath.of(dir.resolve("product"), jars);

        Path copy = jars.resolve("unsigned/org.eclipse.emf.common_2.43.0.jar");
        assertEquals(List.of(copy), cp);
        try (JarFile jar = new JarFile(copy.toFile())) {
            assertEquals(List.of("META-INF/MANIFEST.MF", "x/Y.class"),
                    jar.stream().map(JarEntry::getName).toList());
            assertEquals("org.eclipse.emf.common", jar.getManifest().getMainAttributes().getValue(
                    "Bundle-SymbolicName"));
            assertTrue(jar.getManifest().getEntries().isEmpty(), "per-entry digests dropped");
            assertArrayEquals("x/Y.class".getBytes(StandardCharsets.UTF_8),
                    jar.getInputStream(jar.getEntry("x/Y.class")).readAllBytes());
        }
    }

    private static Path jar(Path file, String bsn, String version, String nestedName, byte[] nested)
            throws IOException {
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        if (bsn != null) {
            m.getMainAttributes().putValue("Bundle-SymbolicName", bsn + ";singleton:=true");
            m.getMainAttributes().putValue("Bundle-Version", version);
        }
        if (nestedName != null) {
            m.getMainAttributes().putValue("Bundle-ClassPath", nestedName);
        }
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(file), m)) {
            if (nestedName != null) {
                out.putNextEntry(new JarEntry(nestedName));
                out.write(nested);
                out.closeEntry();
            }
            out.putNextEntry(new JarEntry("x/Y.txt"));
            out.write("y".getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
        return file;
    }

    private static byte[] jarBytes(Path file) throws IOException {
        jar(file, null, null, null, null);
        return Files.readAllBytes(file);
    }

    private static void manifest(Path bundle, String bsn, String version, String classPath) throws IOException {
        Files.createDirectories(bundle.resolve("META-INF"));
        try (OutputStream out = Files.newOutputStream(bundle.resolve("META-INF/MANIFEST.MF"))) {
            Manifest m = new Manifest();
            m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
            m.getMainAttributes().putValue("Bundle-SymbolicName", bsn);
            m.getMainAttributes().putValue("Bundle-Version", version);
            m.getMainAttributes().putValue("Bundle-ClassPath", classPath);
            m.write(out);
        }
    }
}
