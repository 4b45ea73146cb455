package org.snapwear.headless.commands;

import java.io.File;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.snapwear.headless.product.BundleEntry;

/**
 * Versions of the installed org.snapwear bundles: read from the OSGi framework, or, on the flat class path of the
 * launcher's headless commands, from the manifests of the class path's org.snapwear jars (empty when run from
 * classes).
 */
final class BundleVersions {
    private static final String PREFIX = "org.snapwear";

    private BundleVersions() {
    }

    static String ownVersion() {
        Bundle b = osgiBundle();
        if (b != null) {
            return b.getVersion().toString();
        }
        try {
            // the jar this class came from: on the flat class path, the headless bundle's
            Path jar = Path.of(BundleVersions.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return BundleEntry.read(jar).filter(e -> e.name().startsWith(PREFIX)).map(BundleEntry::version)
                    .orElse(null);
        } catch (java.net.URISyntaxException | RuntimeException e) {
            return null;
        }
    }

    static Map<String, String> snapwearBundles() {
        Map<String, String> out = new TreeMap<>();
        Bundle self = osgiBundle();
        if (self == null || self.getBundleContext() == null) {
            return fromClassPath();
        }
        for (Bundle b : self.getBundleContext().getBundles()) {
            String n = b.getSymbolicName();
            if (n != null && n.startsWith(PREFIX)) {
                out.put(n, b.getVersion().toString());
            }
        }
        return out;
    }

    private static Bundle osgiBundle() {
        try {
            return FrameworkUtil.getBundle(BundleVersions.class);
        } catch (LinkageError e) {
            return null; // a class path without the OSGi framework jar
        }
    }

    private static Map<String, String> fromClassPath() {
        Map<String, String> out = new TreeMap<>();
        for (String entry : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
            if (entry.isEmpty() || !Path.of(entry).getFileName().toString().startsWith(PREFIX)) {
                continue;
            }
            BundleEntry.read(Path.of(entry)).filter(b -> b.name().startsWith(PREFIX))
                    .ifPresent(b -> out.put(b.name(), b.version()));
        }
        return out;
    }
}
