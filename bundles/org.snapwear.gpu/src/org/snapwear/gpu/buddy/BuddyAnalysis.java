package org.snapwear.gpu.buddy;

import java.io.IOException;

import org.snapwear.gpu.bpc.EntryCompressor;
import org.snapwear.gpu.image.MemoryImage;
import org.snapwear.gpu.metacache.MetadataCache;
import org.snapwear.gpu.metacache.MetadataCacheConfig;

/**
 * One-call entry point for the workbench and the {@code buddy} command: analyse an image, choose targets,
 * summarise; or replay a sequence. Everything it returns keeps the per-entry arrays for lookups and maps.
 */
public final class BuddyAnalysis {
    /** Analysis of one image: per-entry table, layout under the chosen targets, summary. */
    public record Result(EntryTable table, BuddyLayout layout, BuddyResult summary) {
        /** Compressibility map (Fig. 8) of allocation {@code a}. */
        public CompressibilityMap map(int a) {
            return new CompressibilityMap(table, a);
        }
    }

    /** Metadata-cache hit rates over an image's entries (paper geometry). */
    public record CacheHitRates(double sequentialHitRate, double randomHitRate, long randomAccesses) {
    }

    private BuddyAnalysis() {
    }

    public static Result analyze(MemoryImage image, EntryCompressor compressor, TargetPolicy policy, int threads) {
        EntryTable t = new ImageAnalyzer(compressor, threads).analyze(image);
        BuddyLayout layout = new BuddyLayout(t, policy.choose(t));
        return new Result(t, layout, layout.summarize(policy.profile()));
    }

    public static OverflowReplay.Result replay(ImageSource source, int profileIndex, EntryCompressor compressor,
            TargetPolicy policy, int threads) throws IOException {
        return new OverflowReplay(new ImageAnalyzer(compressor, threads)).replay(source, profileIndex, policy,
                policy.profile());
    }

    /**
     * Hit rates of the paper's metadata cache for one sequential sweep over {@code entries} entries and for
     * max(1M, 2 x entries) uniformly random accesses (seed 1), both on a cold cache.
     */
    public static CacheHitRates metadataCache(long entries) {
        MetadataCacheConfig cfg = MetadataCacheConfig.paper();
        long n = Math.max(1, entries);
        long random = Math.max(1_000_000, 2 * n);
        return new CacheHitRates(MetadataCache.sequentialSweep(cfg, n, 1),
                MetadataCache.randomAccess(cfg, n, random, 1), random);
    }
}
