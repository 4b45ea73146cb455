package org.snapwear.flash.files;

/**
 * Per-file results ([Delta snapshots, docs/papers.md#delta-snapshots], Table 9 columns).
 *
 * @param name          file name
 * @param pages         pages of its latest version
 * @param writes        times it was written
 * @param saveTimeMs    time of its latest write, from arrival to the completion of its last page
 * @param restoreTimeMs time of its latest read, same definition (NaN if never read)
 */
public record FileStats(String name, long pages, int writes, double saveTimeMs, double restoreTimeMs) {
}
