package org.snapwear.flash.tests.slc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.snapwear.flash.slc.DiffIndexCodec;
import org.snapwear.flash.slc.ProgressivePageModel;
import org.snapwear.flash.slc.SlcConfig;
import org.snapwear.flash.slc.SlcMetrics;
import org.snapwear.flash.slc.XorRleCodec;

class ProgressivePageModelTest {

    /** 1000 versions of a 4 KB page, each changing one 8-byte segment (diff-index delta = 2 + 2 + 8 bytes). */
    private static SlcMetrics oneSegmentPerVersion(SlcConfig cfg) {
        ProgressivePageModel m = new ProgressivePageModel(cfg, new DiffIndexCodec(8));
        byte[] v = new byte[4096];
        for (int i = 0; i < 1000; i++) {
            v = v.clone();
            v[(i * 8) % 4096] ^= (byte) (1 + i % 255);
            m.update(7, v);
            if (i == 999) {
                assertArrayEquals(v, m.latest(7));
            }
        }
        return m.metrics();
    }

    @Test
    void pagesFollowFromRecordSizeAndDeltaRegion() {
        // Record = 2-byte header + 12-byte delta = 14 bytes; 512 / 14 = 36 deltas per page, 37 versions per page.
        SlcMetrics m = oneSegmentPerVersion(SlcConfig.defaults());
        assertEquals(1000, m.versions());
        assertEquals((1000 + 36) / 37, m.physicalPages());
        assertEquals(1000 - m.physicalPages(), m.deltaVersions());
        assertEquals(12.0 / 4096, m.compressionRatio(), 1e-12);
        assertEquals(12.0 / 4096, m.storedDeltaRatio(), 1e-12);
        assertEquals(0, m.roundTripMismatches());
        assertEquals(m.physicalPages() - 1, m.resetsRegionFull());
        assertEquals(37, m.maxProgramsPerCycle());
    }

    @Test
    void nopLimitsProgramsPerPage() {
        SlcMetrics m = oneSegmentPerVersion(SlcConfig.defaults().withNop(4));
        assertEquals(250, m.physicalPages()); // 1 base + 3 deltas per page
        assertEquals(249, m.resetsNop());
        assertEquals(4, m.maxProgramsPerCycle());
        assertEquals(4.0, m.meanProgramsPerCycle(), 1e-12);
    }

    @Test
    void latencyModel() {
        // Two versions: first = program (150); second = read 41 + decompress 0 records + compress + program 150.
        ProgressivePageModel m = new ProgressivePageModel(SlcConfig.defaults(), new XorRleCodec());
        byte[] a = new byte[4096];
        byte[] b = a.clone();
        b[0] = 1;
        m.update(0, a);
        m.update(0, b);
        double compress = 20.7 * 4096 / 16384;
        assertEquals((150 + 41 + compress + 150) / 2, m.metrics().meanWriteMicros(), 1e-9);
        assertEquals(41 + 8.1 * 4096 / 16384, m.metrics().meanReadMicros(), 1e-9);
    }

    @Test
    void versionLargerThanBaseRegionIsRejected() {
        ProgressivePageModel m = new ProgressivePageModel(SlcConfig.split(4096, 512, 4), new XorRleCodec());
        assertThrows(IllegalArgumentException.class, () -> m.update(0, new byte[4097]));
    }

    @Test
    void sqliteFixtureRoundTripsEveryVersion() throws IOException {
        for (var codec : new org.snapwear.flash.slc.DeltaCodec[] {new XorRleCodec(), new DiffIndexCodec(8)}) {
            ProgressivePageModel m = new ProgressivePageModel(SlcConfig.defaults(), codec);
            Map<Integer, byte[]> latest = new HashMap<>();
            for (SqliteFixture.PageVersion v : SqliteFixture.load()) {
                m.update(v.page(), v.bytes());
                latest.put(v.page(), v.bytes());
            }
            SlcMetrics r = m.metrics();
            assertEquals(4356 + 16, r.versions());
            assertEquals(0, r.roundTripMismatches());
            for (var e : latest.entrySet()) {
                assertArrayEquals(e.getValue(), m.latest(e.getKey()));
            }
            assertTrue(r.physicalPages() < r.versions() / 3, codec.id() + ": " + r);
            // Every update's delta is measured: the same ratios as the codec test (docs/papers.md#figures-slc-progressive).
            assertEquals(codec instanceof XorRleCodec ? 0.0254 : 0.0367, r.compressionRatio(), 0.0001);
            assertTrue(r.storedDeltaRatio() < r.compressionRatio(), "large deltas go to fresh pages");
        }
    }
}
