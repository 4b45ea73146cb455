package org.snapwear.trace.meta;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The pages of {@link MetadataTraceGenerator}'s database (page numbers from 1, SQLite-style) with big-endian
 * field access, and the generator's random source, which the B-trees draw from in the generator's order.
 */
final class DbPages {
    /** Page size (SQLite's default). */
    static final int PAGE_BYTES = 4096;

    /** The generator's random source (shared: the draw order makes the trace). */
    final SplittableRandom rng;
    private final List<byte[]> pages = new ArrayList<>();

    DbPages(SplittableRandom rng) {
        this.rng = rng;
    }

    /** Appends a zeroed page; returns its page number. */
    int newPage() {
        pages.add(new byte[PAGE_BYTES]);
        return pages.size();
    }

    /** The live bytes of page {@code pageNo} (1-based). */
    byte[] page(int pageNo) {
        return pages.get(pageNo - 1);
    }

    /** Number of pages. */
    int size() {
        return pages.size();
    }

    static void put16(byte[] p, int at, int v) {
        p[at] = (byte) (v >>> 8);
        p[at + 1] = (byte) v;
    }

    static void put32(byte[] p, int at, int v) {
        p[at] = (byte) (v >>> 24);
        p[at + 1] = (byte) (v >>> 16);
        p[at + 2] = (byte) (v >>> 8);
        p[at + 3] = (byte) v;
    }

    static int get32(byte[] p, int at) {
        return ((p[at] & 0xFF) << 24) | ((p[at + 1] & 0xFF) << 16) | ((p[at + 2] & 0xFF) << 8) | (p[at + 3] & 0xFF);
    }
}
