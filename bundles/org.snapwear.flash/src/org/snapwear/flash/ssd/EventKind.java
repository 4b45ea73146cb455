package org.snapwear.flash.ssd;

/** Kinds of simulator events reported to a {@link BlockEventSink}. */
public enum EventKind {
    /** One logical page written by the host ({@code arg} = logical page). */
    HOST_WRITE,
    /** One logical page trimmed by the host ({@code arg} = logical page). */
    HOST_TRIM,
    /** GC of a victim block: its valid pages copied, the block erased ({@code arg} = victim block). */
    GC,
    /** Static wear levelling moved the data of a cold block and erased it ({@code arg} = that block). */
    WEAR_LEVEL;

    private static final EventKind[] VALUES = values();

    public static EventKind of(int ordinal) {
        return VALUES[ordinal];
    }
}
