package org.snapwear.gpu.buddy;

/**
 * What the workbench shows for one entry: where it is, its compressed size, how its sectors split between
 * device and buddy memory, and its symbol counts (in the order of {@link EntryTable#symbolNames()}).
 */
public record EntryRecord(int entry, int allocation, String allocationName, int indexInAllocation, int compressedBits,
        boolean zero, int deviceSectors, int buddySectors, int[] symbolCounts) {
}
