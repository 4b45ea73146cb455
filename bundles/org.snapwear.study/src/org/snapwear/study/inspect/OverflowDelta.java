package org.snapwear.study.inspect;

import java.util.Arrays;

/**
 * Entries whose overflow changed between two images of a sequence analysed under the same targets: an entry
 * grew if it needs more buddy sectors than before, shrank if fewer. The per-allocation counts are what
 * {@link org.snapwear.gpu.buddy.OverflowReplay} reports as a step's grew/shrank; this adds which entries.
 *
 * @param fromIndex image index of the earlier image
 * @param toIndex   image index of the later image
 * @param grew      image-wide entry indices that grew, ascending
 * @param shrank    image-wide entry indices that shrank, ascending
 */
public record OverflowDelta(int fromIndex, int toIndex, int[] grew, int[] shrank) {

    /** Compares the buddy sectors of every entry; both inspections must have the same allocations and targets. */
    public static OverflowDelta between(BuddyInspection before, BuddyInspection after) {
        if (!before.table().sameLayout(after.table())) {
            throw new IllegalArgumentException(after.label() + ": allocation map differs from " + before.label()
                    + " (names or sizes); a sequence must replay into the same allocations");
        }
        if (!Arrays.equals(before.targets(), after.targets())) {
            throw new IllegalArgumentException("the two images were analysed under different targets");
        }
        byte[] p = before.buddySectorArray();
        byte[] c = after.buddySectorArray();
        int g = 0;
        int s = 0;
        for (int e = 0; e < c.length; e++) {
            if (c[e] > p[e]) {
                g++;
            } else if (c[e] < p[e]) {
                s++;
            }
        }
        int[] grew = new int[g];
        int[] shrank = new int[s];
        g = 0;
        s = 0;
        for (int e = 0; e < c.length; e++) {
            if (c[e] > p[e]) {
                grew[g++] = e;
            } else if (c[e] < p[e]) {
                shrank[s++] = e;
            }
        }
        return new OverflowDelta(before.index(), after.index(), grew, shrank);
    }

    /** Entries of {@code [first, first + count)} in {@code sorted}. */
    private static long countIn(int[] sorted, int first, int count) {
        int lo = lowerBound(sorted, first);
        int hi = lowerBound(sorted, first + count);
        return hi - lo;
    }

    private static int lowerBound(int[] a, int key) {
        int i = Arrays.binarySearch(a, key);
        if (i < 0) {
            return -i - 1;
        }
        while (i > 0 && a[i - 1] == key) {
            i--;
        }
        return i;
    }

    /** Grown entries inside allocation row {@code a}. */
    public long grewIn(AllocationRow a) {
        return countIn(grew, a.firstEntry(), a.entries());
    }

    /** Shrunk entries inside allocation row {@code a}. */
    public long shrankIn(AllocationRow a) {
        return countIn(shrank, a.firstEntry(), a.entries());
    }

    /** True if entry {@code e} grew or shrank. */
    public boolean changed(int e) {
        return Arrays.binarySearch(grew, e) >= 0 || Arrays.binarySearch(shrank, e) >= 0;
    }

    /** +1 grew, -1 shrank, 0 unchanged. */
    public int direction(int e) {
        return Arrays.binarySearch(grew, e) >= 0 ? 1 : Arrays.binarySearch(shrank, e) >= 0 ? -1 : 0;
    }
}
