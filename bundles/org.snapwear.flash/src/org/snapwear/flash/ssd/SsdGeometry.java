package org.snapwear.flash.ssd;

/**
 * Shape of the device: channels work in parallel, each chip (element) has its own frontier, free pool and GC.
 * Checked as part of {@link SsdConfig}.
 *
 * @param channels        channels, working in parallel
 * @param chipsPerChannel chips (elements) per channel
 * @param blocksPerChip   erase blocks per chip
 * @param pagesPerBlock   pages per erase block
 * @param pageBytes       page size in bytes
 */
public record SsdGeometry(int channels, int chipsPerChannel, int blocksPerChip, int pagesPerBlock, int pageBytes) {

    /** Delta snapshots's (docs/papers.md#delta-snapshots) Table 4 device: 8 channels x 1 chip x 16384 blocks x 64 pages of 4 KB. */
    public static SsdGeometry table4() {
        return new SsdGeometry(8, 1, 16384, 64, 4096);
    }
}
