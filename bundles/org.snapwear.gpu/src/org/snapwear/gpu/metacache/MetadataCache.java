package org.snapwear.gpu.metacache;

import java.util.Arrays;
import java.util.Random;

/**
 * Simulates the metadata cache on a stream of entry accesses. The metadata line of entry e is
 * {@code L = e / entriesPerLine}; slices interleave lines ({@code L mod slices}, a stand-in for the memory
 * controllers' address hash); the set is {@code (L / slices) mod setsPerSlice}; replacement is LRU within a set.
 * A line holds per-sector valid bits: an access hits only if its sector is present; a miss fetches that one
 * sector (allocating the line, evicting the LRU way, if the tag is absent).
 */
public final class MetadataCache {
    private final MetadataCacheConfig cfg;
    private final int sets;
    private final long[] tags;   // [slice][set][way] flattened; -1 = invalid
    private final int[] valid;   // sector valid bits per way
    private final long[] stamp;  // last use, for LRU
    private long clock;
    private long accesses;
    private long hits;

    public MetadataCache(MetadataCacheConfig cfg) {
        this.cfg = cfg;
        this.sets = cfg.setsPerSlice();
        int n = cfg.slices() * sets * cfg.ways();
        tags = new long[n];
        valid = new int[n];
        stamp = new long[n];
        Arrays.fill(tags, -1L);
    }

    /** Looks up the metadata of entry {@code e}; returns true on a hit. */
    public boolean access(long e) {
        accesses++;
        long line = e / cfg.entriesPerLine();
        int sector = (int) ((e % cfg.entriesPerLine()) / cfg.entriesPerSector());
        int slice = (int) (line % cfg.slices());
        int set = (int) ((line / cfg.slices()) % sets);
        int base = (slice * sets + set) * cfg.ways();
        clock++;
        int victim = base;
        long best = Long.MAX_VALUE;
        for (int w = base; w < base + cfg.ways(); w++) {
            if (tags[w] == line) {
                stamp[w] = clock;
                if ((valid[w] & (1 << sector)) != 0) {
                    hits++;
                    return true;
                }
                valid[w] |= 1 << sector;
                return false;
            }
            long key = tags[w] == -1 ? -1 : stamp[w]; // an invalid way first, else the least recently used
            if (key < best) {
                best = key;
                victim = w;
            }
        }
        tags[victim] = line;
        valid[victim] = 1 << sector;
        stamp[victim] = clock;
        return false;
    }

    public long accesses() {
        return accesses;
    }

    public long hits() {
        return hits;
    }

    public double hitRate() {
        return accesses == 0 ? 0 : (double) hits / accesses;
    }

    /** Hit rate of {@code passes} sequential sweeps over entries 0..entries-1 on a cold cache. */
    public static double sequentialSweep(MetadataCacheConfig cfg, long entries, int passes) {
        MetadataCache c = new MetadataCache(cfg);
        for (int p = 0; p < passes; p++) {
            for (long e = 0; e < entries; e++) {
                c.access(e);
            }
        }
        return c.hitRate();
    }

    /** Hit rate of {@code count} uniformly random accesses over entries 0..entries-1 (seeded, cold cache). */
    public static double randomAccess(MetadataCacheConfig cfg, long entries, long count, long seed) {
        MetadataCache c = new MetadataCache(cfg);
        Random r = new Random(seed);
        for (long i = 0; i < count; i++) {
            c.access(Math.floorMod(r.nextLong(), entries));
        }
        return c.hitRate();
    }
}
