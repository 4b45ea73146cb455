package org.snapwear.gpu.buddy;

/**
 * Buddy Compression outcome for one allocation. {@code ratio} = allocation bytes / device bytes;
 * fractions are explained on {@link BuddyResult}.
 */
public record AllocationResult(String name, String kind, String target, long bytes, int entries,
        double meanCompressedBits, double ratio, double buddyEntryFraction, double buddyEntryAccessFraction,
        double buddyAccessFraction, boolean allZero) {
}
