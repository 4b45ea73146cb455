package org.snapwear.gpu.buddy;

import java.util.List;

/**
 * Summary of a memory image under given targets. Definitions (also in docs/gpu.md):
 * <ul>
 * <li>{@code originalBytes}: allocation bytes (without the padding of last entries);</li>
 * <li>{@code deviceBytes}: sum over entries of the target's device bytes (128, 96, 64, 32 or 8);</li>
 * <li>{@code metadataBytes}: 4 bits per entry;</li>
 * <li>{@code compressionRatio} = originalBytes / deviceBytes (the paper's compression ratio);</li>
 * <li>{@code capacityExpansion} = originalBytes / (deviceBytes + metadataBytes): the effective device
 * capacity gain once the metadata region is paid for;</li>
 * <li>{@code buddyEntryFraction}: fraction of entries with at least one sector in buddy memory;</li>
 * <li>{@code buddyEntryAccessFraction}: expected fraction of entry accesses that touch buddy memory (weighted
 * by the access profile; equal to buddyEntryFraction under uniform access); the buddy threshold bounds this
 * per allocation;</li>
 * <li>{@code buddyAccessFraction}: expected fraction of 32 B sector accesses served by buddy memory, an access
 * reading all of an entry's compressed sectors (an all-zero entry at 16x reads one);</li>
 * <li>{@code buddyReservedBytes}: buddy memory reserved so every entry can overflow fully (128 B - device).</li>
 * </ul>
 */
public record BuddyResult(String compressor, int entries, long originalBytes, long deviceBytes, long metadataBytes,
        long buddyReservedBytes, double meanCompressedBits, double compressionRatio, double capacityExpansion,
        double buddyEntryFraction, double buddyEntryAccessFraction, double buddyAccessFraction,
        double metadataOverhead, List<AllocationResult> allocations) {
}
