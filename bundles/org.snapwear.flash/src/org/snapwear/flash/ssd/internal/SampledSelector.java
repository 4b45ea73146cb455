package org.snapwear.flash.ssd.internal;

import java.util.SplittableRandom;

/**
 * Random and d-choices selection: per chip, the sealed blocks in a dense array with position index (O(1) add and
 * swap-remove), sampled uniformly. With d = 1 this is random selection; d-choices takes the sampled block with the
 * fewest valid pages (first one on ties).
 */
public final class SampledSelector implements VictimSelector {
    private final int blocksPerChip;
    /** log2(blocksPerChip) if a power of two, else -1 (shift instead of division on the hot path). */
    private final int chipShift;
    private final int[] members;
    private final int[] pos;
    private final int[] size;
    private final int[] valid;
    private final int d;
    private final SplittableRandom random;

    public SampledSelector(int chips, int blocksPerChip, int[] valid, int d, long seed) {
        this.blocksPerChip = blocksPerChip;
        this.chipShift = Integer.bitCount(blocksPerChip) == 1 ? Integer.numberOfTrailingZeros(blocksPerChip) : -1;
        this.members = new int[chips * blocksPerChip];
        this.pos = new int[members.length];
        this.size = new int[chips];
        this.valid = valid;
        this.d = d;
        this.random = new SplittableRandom(seed);
    }

    @Override
    public void onSeal(int b, long now) {
        int c = chipShift >= 0 ? b >>> chipShift : b / blocksPerChip;
        int i = size[c]++;
        members[c * blocksPerChip + i] = b;
        pos[b] = i;
    }

    @Override
    public void onInvalidate(int block, int oldValid, long now) {
        // Sampling reads current valid counts; nothing to maintain.
    }

    @Override
    public void remove(int b) {
        int c = chipShift >= 0 ? b >>> chipShift : b / blocksPerChip;
        int i = pos[b];
        int last = --size[c];
        int moved = members[c * blocksPerChip + last];
        members[c * blocksPerChip + i] = moved;
        pos[moved] = i;
    }

    @Override
    public int select(int chip, long now) {
        int n = size[chip];
        if (n == 0) {
            return -1;
        }
        int base = chip * blocksPerChip;
        int best = members[base + random.nextInt(n)];
        for (int k = 1; k < d; k++) {
            int b = members[base + random.nextInt(n)];
            if (valid[b] < valid[best]) {
                best = b;
            }
        }
        return best;
    }
}
