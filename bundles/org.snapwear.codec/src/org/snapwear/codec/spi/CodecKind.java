package org.snapwear.codec.spi;

import java.util.Locale;

/**
 * Which snapshots a codec can encode: alone (a baseline), against reference snapshots (a delta), or both.
 * The names are the values of the {@code kind} attribute of the {@code org.snapwear.codec.codecs} extension point.
 */
public enum CodecKind {
    BASELINE, DELTA, BOTH;

    public boolean encodesBaselines() {
        return this != DELTA;
    }

    public boolean encodesDeltas() {
        return this != BASELINE;
    }

    /** Lower-case name as written in plugin.xml and JSON ({@code baseline}, {@code delta}, {@code both}). */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@code baseline|delta|both} (case-insensitive). */
    public static CodecKind parse(String text) {
        return valueOf(text.trim().toUpperCase(Locale.ROOT));
    }
}
