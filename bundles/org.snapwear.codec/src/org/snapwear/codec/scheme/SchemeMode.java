package org.snapwear.codec.scheme;

import org.snapwear.trace.text.EnumId;
import org.snapwear.trace.text.EnumText;

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
public enum SchemeMode implements EnumId {
    FULL, PROGRESSIVE, CHAIN;

    /** Parses {@code full|progressive|chain}. */
    public static SchemeMode parse(String text) {
        return EnumText.find(SchemeMode.class, text).orElseThrow(() -> new IllegalArgumentException(
                "unknown scheme mode '" + text + "' (" + EnumText.list(SchemeMode.class) + ")"));
    }
}
