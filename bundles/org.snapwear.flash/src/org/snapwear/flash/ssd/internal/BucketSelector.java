package org.snapwear.flash.ssd.internal;

import java.util.Arrays;

/**
 * Greedy and cost-benefit selection from per-chip lists of sealed blocks bucketed by valid-page count (doubly
 * linked through int arrays). A block enters the tail of its bucket whenever it is sealed or loses a valid page,
 * so every bucket is ordered by last-modification time: its head is its oldest block. Hence
 * <ul>
 * <li>greedy = head of the lowest non-empty bucket; the lowest index only rises by scanning, and falls only on
 * invalidation, so selection is O(1) amortised;</li>
 * <li>cost-benefit = the best of the (pagesPerBlock + 1) bucket heads by (1 - u) / (2u) x age, which is exact
 * (not approximate) for age = logical time since last modification, at O(pagesPerBlock) per GC, i.e. O(1)
 * amortised per written page for a fixed geometry.</li>
 * </ul>
 */
public final class BucketSelector implements VictimSelector {
    private final int pages;
    private final int blocksPerChip;
    /** log2(blocksPerChip) if a power of two, else -1 (shift instead of division on the hot path). */
    private final int chipShift;
    private final int[] valid;
    private final boolean costBenefit;
    private final int[] head;
    private final int[] tail;
    /** next of block b at [2b], prev at [2b + 1]: both links of a block share a cache line. */
    private final int[] links;
    private final int[] min;
    private final long[] stamp;

    /**
     * @param valid the simulator's per-block valid counts, read (never written) to find a block's bucket
     */
    public BucketSelector(int chips, int blocksPerChip, int pagesPerBlock, int[] valid, boolean costBenefit) {
        this.pages = pagesPerBlock;
        this.blocksPerChip = blocksPerChip;
        this.chipShift = Integer.bitCount(blocksPerChip) == 1 ? Integer.numberOfTrailingZeros(blocksPerChip) : -1;
        this.valid = valid;
        this.costBenefit = costBenefit;
        head = new int[chips * (pagesPerBlock + 1)];
        tail = new int[head.length];
        Arrays.fill(head, -1);
        Arrays.fill(tail, -1);
        links = new int[2 * chips * blocksPerChip];
        min = new int[chips];
        Arrays.fill(min, pagesPerBlock);
        stamp = costBenefit ? new long[chips * blocksPerChip] : null;
    }

    private void link(int b, int v) {
        int chip = chipShift >= 0 ? b >>> chipShift : b / blocksPerChip;
        int h = chip * (pages + 1) + v;
        int t = tail[h];
        links[2 * b] = -1;
        links[2 * b + 1] = t;
        if (t < 0) {
            head[h] = b;
        } else {
            links[2 * t] = b;
        }
        tail[h] = b;
        if (v < min[chip]) {
            min[chip] = v;
        }
    }

    private void unlink(int b, int v) {
        int h = (chipShift >= 0 ? b >>> chipShift : b / blocksPerChip) * (pages + 1) + v;
        int p = links[2 * b + 1];
        int n = links[2 * b];
        if (p < 0) {
            head[h] = n;
        } else {
            links[2 * p] = n;
        }
        if (n < 0) {
            tail[h] = p;
        } else {
            links[2 * n + 1] = p;
        }
    }

    @Override
    public void onSeal(int block, long now) {
        if (stamp != null) {
            stamp[block] = now;
        }
        link(block, valid[block]);
    }

    @Override
    public void onInvalidate(int block, int oldValid, long now) {
        unlink(block, oldValid);
        if (stamp != null) {
            stamp[block] = now;
        }
        link(block, oldValid - 1);
    }

    @Override
    public int touch(int block) {
        return links[2 * block] + links[2 * block + 1] + valid[block];
    }

    @Override
    public int touchNeighbours(int block) {
        int n = links[2 * block];
        int p = links[2 * block + 1];
        return (n >= 0 ? links[2 * n + 1] : 0) + (p >= 0 ? links[2 * p] : 0);
    }

    @Override
    public void remove(int block) {
        unlink(block, valid[block]);
    }

    @Override
    public int select(int chip, long now) {
        int base = chip * (pages + 1);
        if (!costBenefit) {
            int v = min[chip];
            while (v <= pages && head[base + v] < 0) {
                v++;
            }
            min[chip] = v;
            return v <= pages ? head[base + v] : -1;
        }
        if (head[base] >= 0) {
            return head[base]; // u = 0: infinite benefit, nothing to copy
        }
        int best = -1;
        double bestScore = -1;
        for (int v = 1; v <= pages; v++) {
            int b = head[base + v];
            if (b >= 0) {
                double score = (pages - v) / (2.0 * v) * (double) (now - stamp[b] + 1);
                if (score > bestScore) {
                    bestScore = score;
                    best = b;
                }
            }
        }
        return best;
    }
}
