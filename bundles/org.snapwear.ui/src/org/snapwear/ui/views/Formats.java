package org.snapwear.ui.views;

import java.util.Locale;

/** Text forms shared by the views. */
final class Formats {

    private Formats() {
    }

    /** Bytes with a binary unit, e.g. {@code 441.7 KiB}. */
    static String bytes(long n) {
        if (n < 1024) {
            return n + " B";
        }
        String[] units = {"KiB", "MiB", "GiB", "TiB"};
        double v = n;
        int u = -1;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        return String.format(Locale.ROOT, "%.1f %s", v, units[u]);
    }
}
