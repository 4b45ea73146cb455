package org.snapwear.flash.slc;

/**
 * Progressive-page settings ([SLC progressive programming, docs/papers.md#slc-progressive]). A physical page of {@code pageBytes} holds the base version in its
 * first p0 = pageBytes - deltaRegionBytes bytes and appended delta records in the last p1 = deltaRegionBytes.
 *
 * @param pageBytes        SLC page size (default 16 KB)
 * @param deltaRegionBytes p1, bytes reserved for deltas (default 512)
 * @param nop              maximum programs per page per erase cycle, the base program included (NOP; datasheets:
 *                         4; {@link Integer#MAX_VALUE} = unlimited, the paper's setting)
 * @param readMicros       page read latency (41 us)
 * @param writeMicros      page (partial) program latency (150 us)
 */
public record SlcConfig(int pageBytes, int deltaRegionBytes, int nop, double readMicros, double writeMicros) {

    /** Bytes of the per-record header in the delta region (little-endian u16 length; 0xFFFF = erased). */
    public static final int RECORD_HEADER = 2;

    public SlcConfig {
        if (pageBytes < 1 || deltaRegionBytes < RECORD_HEADER + 1 || deltaRegionBytes >= pageBytes) {
            throw new IllegalArgumentException("need 3 <= delta region (" + deltaRegionBytes + ") < page size (" + pageBytes + ")");
        }
        if (nop < 1) {
            throw new IllegalArgumentException("NOP must be >= 1: " + nop);
        }
        if (deltaRegionBytes > 0xFFFF + RECORD_HEADER) {
            throw new IllegalArgumentException("delta region larger than 64 KiB is not supported");
        }
    }

    /** SLC progressive programming's (docs/papers.md#slc-progressive) setting: 16 KB page, 512 B delta region, unlimited partial programs, 41 / 150 us. */
    public static SlcConfig defaults() {
        return new SlcConfig(16384, 512, Integer.MAX_VALUE, 41, 150);
    }

    /** An explicit p0 / p1 split: page = p0 + p1. */
    public static SlcConfig split(int p0, int p1, int nop) {
        return new SlcConfig(p0 + p1, p1, nop, 41, 150);
    }

    /** p0: bytes for the base version. */
    public int baseRegionBytes() {
        return pageBytes - deltaRegionBytes;
    }

    public SlcConfig withNop(int n) {
        return new SlcConfig(pageBytes, deltaRegionBytes, n, readMicros, writeMicros);
    }
}
