package org.snapwear.flash.ssd.internal;

import java.util.Arrays;

/**
 * LRW (FIFO) cleaning: per chip, sealed blocks in the order they were sealed (doubly linked so that wear
 * levelling can also remove a block from the middle). The victim is the block sealed longest ago.
 */
public final class FifoSelector implements VictimSelector {
    private final int blocksPerChip;
    /** log2(blocksPerChip) if a power of two, else -1 (shift instead of division on the hot path). */
    private final int chipShift;
    private final int[] head;
    private final int[] tail;
    private final int[] next;
    private final int[] prev;

    public FifoSelector(int chips, int blocksPerChip) {
        this.blocksPerChip = blocksPerChip;
        this.chipShift = Integer.bitCount(blocksPerChip) == 1 ? Integer.numberOfTrailingZeros(blocksPerChip) : -1;
        head = new int[chips];
        tail = new int[chips];
        Arrays.fill(head, -1);
        Arrays.fill(tail, -1);
        next = new int[chips * blocksPerChip];
        prev = new int[next.length];
    }

    @Override
    public void onSeal(int b, long now) {
        int c = chipShift >= 0 ? b >>> chipShift : b / blocksPerChip;
        int t = tail[c];
        next[b] = -1;
        prev[b] = t;
        if (t < 0) {
            head[c] = b;
        } else {
            next[t] = b;
        }
        tail[c] = b;
    }

    @Override
    public void onInvalidate(int block, int oldValid, long now) {
        // LRW order does not change when pages become invalid.
    }

    @Override
    public void remove(int b) {
        int c = chipShift >= 0 ? b >>> chipShift : b / blocksPerChip;
        int p = prev[b];
        int n = next[b];
        if (p < 0) {
            head[c] = n;
        } else {
            next[p] = n;
        }
        if (n < 0) {
            tail[c] = p;
        } else {
            prev[n] = p;
        }
    }

    @Override
    public int select(int chip, long now) {
        return head[chip];
    }
}
