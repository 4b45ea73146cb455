package org.snapwear.flash.tests.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.SsdMetrics;

class WearLevellingTest {

    private static SsdMetrics skewed(int wlThreshold) {
        SsdConfig cfg = SsdConfig.builder().channels(1).chipsPerChannel(2).blocksPerChip(128).pagesPerBlock(32)
                .overProvisioning(0.25).wearLevelThreshold(wlThreshold).build();
        Ssd ssd = new Ssd(cfg);
        int u = cfg.userPages();
        for (int l = 0; l < u; l++) {
            ssd.write(l, 0);
        }
        SplittableRandom r = new SplittableRandom(5);
        for (int i = 0; i < 600_000; i++) {
            ssd.write(r.nextInt(10) == 0 ? r.nextInt(u) : r.nextInt(u / 20), 0); // 90% of writes to 5% of pages
        }
        SsdMetrics m = ssd.metrics();
        assertEquals(m.hostPagesWritten() + m.gcCopiedPages(), m.flashPagesProgrammed());
        assertEquals(m.erases(), m.gcInvocations() + m.wearLevelMigrations());
        return m;
    }

    @Test
    void staticWearLevellingNarrowsTheEraseSpread() {
        SsdMetrics off = skewed(0);
        SsdMetrics on = skewed(20);
        assertEquals(0, off.wearLevelMigrations());
        assertTrue(on.wearLevelMigrations() > 0);
        int spreadOff = off.eraseMax() - off.eraseMin();
        int spreadOn = on.eraseMax() - on.eraseMin();
        assertTrue(spreadOn < spreadOff / 2, "spread with WL " + spreadOn + " vs without " + spreadOff);
        // Checked every threshold/4 erases and only over sealed blocks (free and open blocks are not migrated),
        // so the spread may overshoot the threshold, but stays within twice it.
        assertTrue(spreadOn <= 2 * 20, "spread " + spreadOn);
    }
}
