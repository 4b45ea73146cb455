package org.snapwear.flash.ssd;

import java.util.Arrays;

/**
 * Static wear levelling of an {@link Ssd}, checked every max(1, threshold / 4) erases of a chip: if the chip's
 * highest erase count (tracked incrementally) exceeds the coldest sealed block's by more than the threshold, that
 * block's (cold) data is moved and the block erased, so it returns to circulation. The coldest blocks come from a
 * cached list of the K = max(16, blocksPerChip / 64) least-erased sealed blocks, rebuilt by a scan when it runs
 * out; entries that were recycled in the meantime are skipped. The scan costs O(blocksPerChip log) per K
 * migrations, so the check is O(1) amortised for a fixed geometry.
 *
 * <p>Runs once per erase, not per page write; the migration itself is the simulator's collection
 * ({@link GarbageCollector#collect}), so it is timed and recorded like GC.
 */
final class WearLeveller {
    private final GarbageCollector gc;
    private final int threshold;
    private final int blocksPerChip;
    private final byte[] state;
    private final int[] erases;
    private final int[] counter;
    private final int[] chipMaxErase;
    private final int[][] candidates;
    private final long[][] candidateKeys;
    private final int[] candidatePos;
    private boolean inWearLevel;

    WearLeveller(GarbageCollector gc, int threshold, int chips, int blocksPerChip, byte[] state, int[] erases) {
        this.gc = gc;
        this.threshold = threshold;
        this.blocksPerChip = blocksPerChip;
        this.state = state;
        this.erases = erases;
        counter = new int[chips];
        chipMaxErase = new int[chips];
        candidates = new int[chips][];
        candidateKeys = new long[chips][];
        candidatePos = new int[chips];
    }

    /** After {@code victim} of {@code chip} was erased at {@code now}: tracks the maximum, levels when due. */
    void afterErase(int chip, int victim, long now) {
        if (erases[victim] > chipMaxErase[chip]) {
            chipMaxErase[chip] = erases[victim];
        }
        if (threshold > 0 && !inWearLevel && ++counter[chip] >= Math.max(1, threshold / 4)) {
            counter[chip] = 0;
            level(chip, now);
        }
    }

    private void level(int chip, long now) {
        while (true) {
            int[] cand = candidates[chip];
            if (cand == null || candidatePos[chip] >= cand.length) {
                cand = coldestSealed(chip);
                candidates[chip] = cand;
                candidatePos[chip] = 0;
                if (cand.length == 0) {
                    return;
                }
            }
            int i = candidatePos[chip];
            int b = cand[i];
            int b0 = (int) (candidateKeys[chip][i]);
            if (state[b] != Ssd.SEALED || erases[b] != b0) {
                candidatePos[chip]++; // recycled since the scan: skip
                continue;
            }
            if (chipMaxErase[chip] - erases[b] > threshold) {
                candidatePos[chip]++;
                inWearLevel = true;
                try {
                    gc.collect(chip, b, now, EventKind.WEAR_LEVEL);
                } finally {
                    inWearLevel = false;
                }
            }
            return;
        }
    }

    private int[] coldestSealed(int chip) {
        int from = chip * blocksPerChip;
        int k = Math.max(16, blocksPerChip / 64);
        long[] keys = new long[blocksPerChip];
        int n = 0;
        for (int b = from; b < from + blocksPerChip; b++) {
            if (state[b] == Ssd.SEALED) {
                keys[n++] = ((long) erases[b] << 32) | b;
            }
        }
        Arrays.sort(keys, 0, n);
        int m = Math.min(k, n);
        int[] out = new int[m];
        long[] ek = new long[m];
        for (int i = 0; i < m; i++) {
            out[i] = (int) keys[i];
            ek[i] = keys[i] >>> 32;
        }
        candidateKeys[chip] = ek;
        return out;
    }
}
