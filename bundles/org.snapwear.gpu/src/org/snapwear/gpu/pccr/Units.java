package org.snapwear.gpu.pccr;

import org.snapwear.trace.text.Quantities;

/**
 * Parses sizes and rates written the way people type them: {@code 229MB}, {@code 1.5GiB}, {@code 4096},
 * {@code 800MB/s}, {@code 2G}. Decimal prefixes (k, M, G, T and kB, MB, GB, TB) are powers of 1000, binary ones
 * (KiB, MiB, GiB, TiB) powers of 1024; a bare number is bytes (or bytes per second). Rates may end in "/s".
 * The suffix rule is {@link Quantities}, the one every command-line option uses.
 */
public final class Units {
    private Units() {
    }

    /** Bytes from a size text. @throws IllegalArgumentException with the offending text */
    public static double parseBytes(String text) {
        double v;
        try {
            v = Quantities.parseDouble(text);
        } catch (Quantities.QuantityException e) {
            if (e.unit() != null) {
                throw e;
            }
            throw new IllegalArgumentException("'" + text + "' is not a size (examples: 229MB, 1.5GiB, 4096)");
        }
        if (!(v >= 0) || Double.isInfinite(v)) {
            throw new IllegalArgumentException("'" + text + "' must be a non-negative finite size");
        }
        return v;
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
