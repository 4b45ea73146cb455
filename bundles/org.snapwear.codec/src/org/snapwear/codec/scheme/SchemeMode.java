package org.snapwear.codec.scheme;

import java.util.Locale;

/**
 * How snapshots depend on each other.
 * <ul>
 * <li>{@code FULL}: every snapshot is a baseline (no deltas); only the latest is kept. Not in the paper: the
 * "complete snapshot" reference point of its Fig. 9.</li>
 * <li>{@code PROGRESSIVE}: a delta is encoded against the previous snapshot (as reconstructed); restoring merges the
 * baseline and every delta after it.</li>
 * <li>{@code CHAIN}: a delta is encoded against the latest baseline; at most the baseline and the latest delta are
 * kept.</li>
 * </ul>
 */
public enum SchemeMode {
    FULL, PROGRESSIVE, CHAIN;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@code full|progressive|chain}. */
    public static SchemeMode parse(String text) {
        for (SchemeMode m : values()) {
            if (m.id().equalsIgnoreCase(text.trim())) {
                return m;
            }
        }
        throw new IllegalArgumentException("unknown scheme mode '" + text + "' (full, progressive or chain)");
    }
}
