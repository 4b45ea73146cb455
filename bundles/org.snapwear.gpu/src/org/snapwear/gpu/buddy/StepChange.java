package org.snapwear.gpu.buddy;

import java.util.List;

/**
 * Overflow of one snapshot of a sequence replayed into the fixed allocation map: how many entries needed more
 * buddy sectors than in the previous snapshot (grew), fewer (shrank), and the totals. No page moves in Buddy
 * Compression: a grown entry writes its extra sectors into its reserved buddy slot, a shrunk one leaves stale,
 * never-read sectors there. {@code buddyAccessFraction} is the fraction of sector accesses that go to buddy memory
 * under the replay's access profile, with the fixed targets.
 */
public record StepChange(int step, long iteration, String source, double meanCompressedBits, long buddyEntries,
        long buddySectors, double buddyEntryFraction, double buddyAccessFraction, long grew, long shrank,
        List<AllocationChange> allocations) {

    /** Per-allocation counts of the step. */
    public record AllocationChange(String name, long grew, long shrank, long buddyEntries) {
    }
}
