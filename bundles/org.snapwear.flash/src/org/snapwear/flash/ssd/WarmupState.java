package org.snapwear.flash.ssd;

/**
 * A requested device state before a run, in blocks' worth of pages ([Delta snapshots, docs/papers.md#delta-snapshots], Table 8: 111,432 valid, 13,048
 * invalid, 6,592 free blocks of the Table 4 device).
 *
 * @param validBlocks   blocks' worth of valid pages (valid pages = validBlocks x pages per block)
 * @param invalidBlocks blocks' worth of invalid pages
 * @param freeBlocks    erased blocks
 * @param layout        where valid and invalid pages go
 */
public record WarmupState(long validBlocks, long invalidBlocks, long freeBlocks, WarmupLayout layout) {

    /** Table 8 of [Delta snapshots, docs/papers.md#delta-snapshots]. */
    public static WarmupState table8() {
        return new WarmupState(111_432, 13_048, 6_592, WarmupLayout.SEGREGATED);
    }

    /** Parses {@code valid,invalid,free} (block counts). */
    public static WarmupState parse(String text, WarmupLayout layout) {
        String[] p = text.split(",");
        if (p.length != 3) {
            throw new IllegalArgumentException("warm-up state '" + text + "' is not valid,invalid,free block counts");
        }
        try {
            return new WarmupState(Long.parseLong(p[0].trim().replace("_", "")), Long.parseLong(p[1].trim().replace("_", "")),
                    Long.parseLong(p[2].trim().replace("_", "")), layout);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("warm-up state '" + text + "' is not valid,invalid,free block counts");
        }
    }
}
