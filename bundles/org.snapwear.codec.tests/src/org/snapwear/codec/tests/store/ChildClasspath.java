package org.snapwear.codec.tests.store;

import java.io.File;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The class path for a child JVM that runs test code. On a plain JVM {@code java.class.path} has everything. Under
 * OSGi (tycho-surefire) it does not, so the locations of the classes the child needs are taken from their code
 * sources: a bundle jar, or a bundle directory (whose classes may sit in {@code target/classes} or {@code bin}).
 * The system property {@code snapwear.test.classpath}, when set, is used as given (the Tycho build can pass it).
 */
public final class ChildClasspath {

    private ChildClasspath() {
    }

    /** Result: the class path and the classes whose location could not be found. */
    public record Resolved(String classpath, List<String> unresolved) {
    }

    public static Resolved resolve(Class<?>... needed) {
        String explicit = System.getProperty("snapwear.test.classpath");
        if (explicit != null && !explicit.isBlank()) {
            return new Resolved(explicit, List.of());
        }
        Set<String> entries = new LinkedHashSet<>();
        List<String> unresolved = new ArrayList<>();
        for (Class<?> c : needed) {
            Path p = locate(c);
            if (p == null) {
                unresolved.add(c.getName());
            } else {
                entries.add(p.toString());
            }
        }
        for (String e : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
            if (!e.isBlank()) {
                entries.add(e);
            }
        }
        return new Resolved(String.join(File.pathSeparator, entries), unresolved);
    }

    /**
     * Equinox builds bundle code sources with {@code File.toURL()}, which does not escape spaces, so such a URL is
     * not always a valid URI; its path is then decoded as plain text.
     */
    private static Path toPath(URL url) {
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException | IllegalArgumentException e) {
            return Path.of(java.net.URLDecoder.decode(url.getPath().replace("+", "%2B"),
                    java.nio.charset.StandardCharsets.UTF_8));
        }
    }

    /**
     * The jar or class directory that holds {@code c}, or null. Under Equinox (checked against org.eclipse.osgi
     * 3.23) the code source of a bundle class is the base file of its class path entry: the bundle jar, or the
     * class directory of a directory bundle.
     */
    static Path locate(Class<?> c) {
        CodeSource cs = c.getProtectionDomain().getCodeSource();
        if (cs == null || cs.getLocation() == null) {
            return null;
        }
        Path base;
        try {
            URL url = cs.getLocation();
            if (!"file".equals(url.getProtocol())) {
                return null;
            }
            base = toPath(url);
        } catch (IllegalArgumentException e) {
            return null;
        }
        if (Files.isRegularFile(base)) {
            return base; // a jar (plain library or bundle jar)
        }
        String classFile = c.getName().replace('.', '/') + ".class";
        for (Path candidate : new Path[] {base, base.resolve("target/classes"), base.resolve("bin")}) {
            if (Files.isRegularFile(candidate.resolve(classFile))) {
                return candidate;
            }
        }
        return null;
    }
}
