package org.snapwear.flash.ssd;

/**
 * The erased blocks of every chip of an {@link Ssd}, each chip a FIFO ring over its own slice of one array
 * (like DiskSim's per-element free list): blocks are reused in the order they were erased. Touched when a
 * frontier block fills or GC erases a victim, not per page.
 */
final class FreeBlockQueues {
    private final int blocksPerChip;
    private final int[] queue;
    private final int[] head;
    private final int[] count;

    /** All blocks free, each chip's in block order. */
    FreeBlockQueues(int chips, int blocksPerChip) {
        this.blocksPerChip = blocksPerChip;
        queue = new int[chips * blocksPerChip];
        head = new int[chips];
        count = new int[chips];
        for (int b = 0; b < queue.length; b++) {
            push(b / blocksPerChip, b);
        }
    }

    /** Free blocks of the chip. */
    int count(int chip) {
        return count[chip];
    }

    void push(int chip, int b) {
        int base = chip * blocksPerChip;
        int i = head[chip] + count[chip];
        if (i >= blocksPerChip) {
            i -= blocksPerChip;
        }
        queue[base + i] = b;
        count[chip]++;
    }

    /** The chip's longest-erased block; the caller checks {@link #count} first. */
    int pop(int chip) {
        int h = head[chip];
        int b = queue[chip * blocksPerChip + h];
        head[chip] = h + 1 == blocksPerChip ? 0 : h + 1;
        count[chip]--;
        return b;
    }

    /** Empties the chip's queue (warm-up refills it). */
    void clear(int chip) {
        head[chip] = 0;
        count[chip] = 0;
    }
}
