package org.snapwear.study.inspect;

/**
 * One allocation of an inspected image, as a heat-map row header and a table row.
 *
 * @param index             allocation index in the image
 * @param name              allocation (tensor) name
 * @param kind              parameter, gradient, optimizer, activation, raw, other
 * @param firstEntry        image-wide index of its first 128 B entry
 * @param entries           its 128 B entries
 * @param target            target ratio label (1, 1.33, 2, 4, 16)
 * @param compressionRatio  allocation bytes / device bytes under the target
 * @param meanCompressedBits mean compressed bits per entry
 * @param buddyEntries      entries with at least one sector in buddy memory
 */
public record AllocationRow(int index, String name, String kind, int firstEntry, int entries, String target,
        double compressionRatio, double meanCompressedBits, int buddyEntries) {
}
