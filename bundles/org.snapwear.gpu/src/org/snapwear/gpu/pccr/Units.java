package org.snapwear.gpu.pccr;

import java.util.Locale;

/**
 * Parses sizes and rates written the way people type them: {@code 229MB}, {@code 1.5GiB}, {@code 4096},
 * {@code 800MB/s}, {@code 2G}. Decimal prefixes (k, M, G, T and kB, MB, GB, TB) are powers of 1000, binary ones
 * (KiB, MiB, GiB, TiB) powers of 1024; a bare number is bytes (or bytes per second). Rates may end in "/s".
 */
public final class Units {
    private Units() {
    }

    /** Bytes from a size text. @throws IllegalArgumentException with the offending text */
    public static double parseBytes(String text) {
        String t = text.trim().replace("_", "");
        int i = 0;
        while (i < t.length() && (Character.isDigit(t.charAt(i)) || t.charAt(i) == '.' || t.charAt(i) == 'e'
                || t.charAt(i) == 'E' || ((t.charAt(i) == '-' || t.charAt(i) == '+') && i > 0
                && (t.charAt(i - 1) == 'e' || t.charAt(i - 1) == 'E')))) {
            i++;
        }
        // an 'E' directly followed by nothing numeric belongs to a unit ("1E" is not a unit here anyway)
        double v;
        try {
            v = Double.parseDouble(t.substring(0, i));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a size (examples: 229MB, 1.5GiB, 4096)");
        }
        String unit = t.substring(i).trim();
        double mult;
        switch (unit.toLowerCase(Locale.ROOT)) {
            case "": case "b": mult = 1; break;
            case "k": case "kb": mult = 1e3; break;
            case "m": case "mb": mult = 1e6; break;
            case "g": case "gb": mult = 1e9; break;
            case "t": case "tb": mult = 1e12; break;
            case "kib": mult = 1024.0; break;
            case "mib": mult = 1024.0 * 1024; break;
            case "gib": mult = 1024.0 * 1024 * 1024; break;
            case "tib": mult = 1024.0 * 1024 * 1024 * 1024; break;
            default:
                throw new IllegalArgumentException("'" + text + "': unknown unit '" + unit
                        + "' (use B, kB, MB, GB, TB, KiB, MiB, GiB, TiB)");
        }
        if (!(v >= 0) || Double.isInfinite(v)) {
            throw new IllegalArgumentException("'" + text + "' must be a non-negative finite size");
        }
        return v * mult;
    }

    /** Bytes per second from a rate text such as {@code 800MB/s} or {@code 1.2GB}. */
    public static double parseRate(String text) {
        String t = text.trim();
        if (t.endsWith("/s")) {
            t = t.substring(0, t.length() - 2);
        }
        double v = parseBytes(t);
        if (v <= 0) {
            throw new IllegalArgumentException("'" + text + "' must be a positive rate");
        }
        return v;
    }
}
