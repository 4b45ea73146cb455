package org.snapwear.headless.product;

import java.util.Comparator;

/**
 * Orders OSGi versions {@code major.minor.micro.qualifier}: the three numbers numerically, the qualifier as text
 * (missing parts are 0 and ""), as the framework does when it chooses among versions of one bundle.
 */
final class OsgiVersions {
    /** The order of versions, oldest first. */
    static final Comparator<String> ORDER = OsgiVersions::compare;

    private OsgiVersions() {
    }

    static int compare(String a, String b) {
        String[] x = a.split("\\.", 4);
        String[] y = b.split("\\.", 4);
        for (int i = 0; i < 3; i++) {
            int c = Long.compare(number(x, i), number(y, i));
            if (c != 0) {
                return c;
            }
        }
        return (x.length > 3 ? x[3] : "").compareTo(y.length > 3 ? y[3] : "");
    }

    private static long number(String[] parts, int i) {
        if (i >= parts.length) {
            return 0;
        }
        try {
            return Long.parseLong(parts[i].trim());
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
