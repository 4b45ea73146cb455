package org.snapwear.flash.ssd;

import java.util.Arrays;

/**
 * The event side of an {@link Ssd}: which blocks changed since the previous event (each once, by an epoch mark
 * per block), which physical pages the host invalidated, the file the host events belong to, and the sink they
 * go to. The simulator asks {@link #on()} before recording anything, so without a sink none of this runs.
 */
final class EventRecorder {
    private final int blocks;
    private BlockEventSink sink;
    private int[] dirty = new int[16];
    private int dirtyCount;
    private int[] dirtyMark;
    private int epoch = 1;
    private int fileId = -1;
    // Physical pages invalidated since the previous event (host overwrite or trim; at most one per host op),
    // so that a sink can keep a page-level history (additive to the block-level counts).
    private int[] invalidatedPages = new int[4];
    private int invalidatedCount;

    EventRecorder(int blocks) {
        this.blocks = blocks;
    }

    /** Whether a sink is attached. */
    boolean on() {
        return sink != null;
    }

    void setSink(BlockEventSink s) {
        this.sink = s;
        if (s != null && dirtyMark == null) {
            dirtyMark = new int[blocks];
        }
        dirtyCount = 0;
        invalidatedCount = 0;
    }

    void setFile(int id) {
        this.fileId = id;
    }

    /** Block {@code b} changed since the previous event. */
    void mark(int b) {
        if (dirtyMark[b] != epoch) {
            dirtyMark[b] = epoch;
            if (dirtyCount == dirty.length) {
                dirty = Arrays.copyOf(dirty, dirtyCount * 2);
            }
            dirty[dirtyCount++] = b;
        }
    }

    /** The host invalidated physical page {@code ppn} of block {@code b}. */
    void invalidated(int b, int ppn) {
        mark(b);
        if (invalidatedCount == invalidatedPages.length) {
            invalidatedPages = Arrays.copyOf(invalidatedPages, invalidatedCount * 2);
        }
        invalidatedPages[invalidatedCount++] = ppn;
    }

    /** Hands the changes since the previous event to the sink and starts the next event. */
    void emit(EventKind kind, int arg, Ssd ssd) {
        sink.onEvent(kind, arg, fileId, dirty, dirtyCount, ssd);
        dirtyCount = 0;
        invalidatedCount = 0;
        if (++epoch == Integer.MAX_VALUE) {
            Arrays.fill(dirtyMark, 0);
            epoch = 1;
        }
    }

    int invalidatedCount() {
        return invalidatedCount;
    }

    int invalidatedPage(int i) {
        if (i < 0 || i >= invalidatedCount) {
            throw new IndexOutOfBoundsException("invalidated page " + i + " of " + invalidatedCount);
        }
        return invalidatedPages[i];
    }
}
