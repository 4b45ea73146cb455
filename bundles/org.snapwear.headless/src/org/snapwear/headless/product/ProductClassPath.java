package org.snapwear.headless.product;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The flat class path of a product's headless commands: every bundle of its {@code plugins} directory and every
 * plug-in in its {@code dropins} (a jar or directory there, or the {@code plugins} folder of an extension
 * location {@code dropins/NAME[/eclipse]/plugins}), the newest version of each symbolic name, each bundle with its
 * {@code Bundle-ClassPath}; a nested jar, a directory bundle and a signed jar through a jar made once
 * ({@link DerivedJars}). The Snapwear bundles come first, so their classes are found without opening the other
 * jars.
 *
 * <p>Run by the launcher once per product ({@code java -cp HEADLESS_JAR ...ProductClassPath PRODUCT JAR_DIR}),
 * which caches the printed class path and the jars next to the product's class-data archive.
 */
public final class ProductClassPath {
    private ProductClassPath() {
    }

    /** Prints the class path of the product directory {@code args[0]}; jars it makes go to {@code args[1]}. */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: ProductClassPath PRODUCT_DIR JAR_DIR");
            System.exit(2);
        }
        List<Path> path = of(Path.of(args[0]).toAbsolutePath(), Path.of(args[1]).toAbsolutePath());
        StringBuilder b = new StringBuilder();
        for (Path p : path) {
            b.append(b.length() == 0 ? "" : java.io.File.pathSeparator).append(p);
        }
        System.out.println(b);
    }

    /** The class path entries, in order; jars made from the product's ({@link DerivedJars}) go to {@code jarDir}. */
    public static List<Path> of(Path product, Path jarDir) throws IOException {
        Map<String, BundleEntry> newest = new LinkedHashMap<>();
        for (Path location : candidates(product)) {
            BundleEntry.read(location).ifPresent(e -> newest.merge(e.name(), e,
                    (a, b) -> OsgiVersions.compare(a.version(), b.version()) >= 0 ? a : b));
        }
        List<BundleEntry> bundles = new ArrayList<>(newest.values());
        bundles.sort(Comparator.comparing((BundleEntry e) -> !e.name().startsWith("org.snapwear."))
                .thenComparing(BundleEntry::name));
        DerivedJars jars = new DerivedJars(jarDir);
        List<Path> out = new ArrayList<>();
        for (BundleEntry e : bundles) {
            for (String entry : e.classPath()) {
                Path p = entryPath(e, entry, jars);
                if (p != null) {
                    out.add(p);
                }
            }
        }
        return out;
    }

    /** The jars and directories of {@code plugins}, then those of {@code dropins}, each folder sorted by name. */
    static List<Path> candidates(Path product) throws IOException {
        List<Path> out = new ArrayList<>(children(product.resolve("plugins")));
        for (Path d : children(product.resolve("dropins"))) {
            if (Files.isDirectory(d.resolve("plugins"))) {
                out.addAll(children(d.resolve("plugins")));
            } else if (Files.isDirectory(d.resolve("eclipse/plugins"))) {
                out.addAll(children(d.resolve("eclipse/plugins")));
            } else {
                out.add(d);
            }
        }
        return out;
    }

    private static List<Path> children(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }

    /** Where one Bundle-ClassPath entry of a bundle is; null if the bundle does not have it (as OSGi skips it). */
    private static Path entryPath(BundleEntry e, String entry, DerivedJars jars) throws IOException {
        Path bundle = e.location();
        if (Files.isDirectory(bundle)) {
            if (entry.equals(".")) {
                return jars.packed(bundle);
            }
            Path p = bundle.resolve(entry).normalize();
            return p.startsWith(bundle) && Files.exists(p) ? p : null;
        }
        return entry.equals(".") ? jars.unsigned(bundle) : jars.nested(bundle, entry);
    }
}
