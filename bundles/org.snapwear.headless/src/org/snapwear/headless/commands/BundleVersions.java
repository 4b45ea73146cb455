package org.snapwear.headless.commands;

import java.util.Map;
import java.util.TreeMap;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/** Versions of the installed org.snapwear bundles, read from the OSGi framework (empty outside OSGi). */
final class BundleVersions {

    private BundleVersions() {
    }

    static String ownVersion() {
        Bundle b = FrameworkUtil.getBundle(BundleVersions.class);
        return b != null ? b.getVersion().toString() : null;
    }

    static Map<String, String> snapwearBundles() {
        Map<String, String> out = new TreeMap<>();
        Bundle self = FrameworkUtil.getBundle(BundleVersions.class);
        if (self == null || self.getBundleContext() == null) {
            return out;
        }
        for (Bundle b : self.getBundleContext().getBundles()) {
            String n = b.getSymbolicName();
            if (n != null && n.startsWith("org.snapwear")) {
                out.put(n, b.getVersion().toString());
            }
        }
        return out;
    }
}
