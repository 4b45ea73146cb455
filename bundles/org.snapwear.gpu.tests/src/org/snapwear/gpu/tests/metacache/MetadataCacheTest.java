package org.snapwear.gpu.tests.metacache;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.snapwear.gpu.metacache.MetadataCache;
import org.snapwear.gpu.metacache.MetadataCacheConfig;

class MetadataCacheTest {

    @Test
    void paperGeometry() {
        MetadataCacheConfig c = MetadataCacheConfig.paper();
        assertEquals(16, c.setsPerSlice());
        assertEquals(256, c.entriesPerLine());
        assertEquals(64, c.entriesPerSector());
        assertEquals(131_072, c.coveredEntries());
    }

    @Test
    void tinyTwoWayLruByHand() {
        // 1 slice, 1 set, 2 ways, 2-byte lines of one sector, 4 bits per entry: a line covers 4 entries
        MetadataCache c = new MetadataCache(new MetadataCacheConfig(4, 2, 1, 2, 1, 4));
        boolean[] expected = {false, true, false, false, false, false, true, true};
        long[] entries = {0, 1, 4, 8, 0, 5, 0, 3};
        // lines: 0 M, 0 H, 1 M, 2 M (evicts 0), 0 M (evicts 1), 1 M (evicts 2), 0 H, 0 H
        for (int i = 0; i < entries.length; i++) {
            assertEquals(expected[i], c.access(entries[i]), "access " + i);
        }
        assertEquals(3.0 / 8, c.hitRate(), 1e-12);
    }

    @Test
    void sectorsFillSeparatelyAndSetsSplitBySlice() {
        // 2 slices x 1 set x 1 way, 4-byte lines of 2 sectors: line = 8 entries, sector = 4 entries
        MetadataCache c = new MetadataCache(new MetadataCacheConfig(8, 1, 2, 4, 2, 4));
        assertEquals(false, c.access(0));  // line 0 (slice 0), sector 0
        assertEquals(true, c.access(3));
        assertEquals(false, c.access(4));  // same line, sector 1 not yet fetched
        assertEquals(true, c.access(7));
        assertEquals(false, c.access(8));  // line 1 lives in slice 1: does not evict line 0
        assertEquals(true, c.access(1));
        assertEquals(false, c.access(16)); // line 2: slice 0 again, evicts line 0
        assertEquals(false, c.access(2));
    }

    @Test
    void sequentialSweepMissesOncePerSector() {
        // 64 entries per 32 B sector: 63 of 64 accesses hit on a cold cache
        assertEquals(63.0 / 64, MetadataCache.sequentialSweep(MetadataCacheConfig.paper(), 1 << 20, 1), 1e-12);
    }

    @Test
    void randomAccessWithinCapacityMissesOnlyOnFirstTouchOfEachSector() {
        MetadataCacheConfig cfg = MetadataCacheConfig.paper();
        long entries = 65_536; // 256 lines over 8 slices x 16 sets x 4 ways: every set holds its 2 lines
        long count = 200_000;
        Random r = new Random(9);
        Set<Long> sectors = new HashSet<>();
        for (long i = 0; i < count; i++) {
            sectors.add(Math.floorMod(r.nextLong(), entries) / 64);
        }
        double expected = (double) (count - sectors.size()) / count;
        assertEquals(expected, MetadataCache.randomAccess(cfg, entries, count, 9), 1e-12);
    }

    @Test
    void randomAccessFarBeyondCapacityHitsAboutCapacityOverFootprint() {
        // fully random over 64x the covered entries: a line rarely sees a second access before eviction, so
        // the 512 lines hold about one valid sector each; the footprint is 131072 sectors -> hit rate ~ 1/256
        MetadataCacheConfig cfg = MetadataCacheConfig.paper();
        double h = MetadataCache.randomAccess(cfg, cfg.coveredEntries() * 64, 2_000_000, 1);
        List<Double> bounds = new ArrayList<>(List.of(0.5 / 256, 1.5 / 256));
        assertEquals(true, h > bounds.get(0) && h < bounds.get(1), "hit rate " + h);
    }
}
