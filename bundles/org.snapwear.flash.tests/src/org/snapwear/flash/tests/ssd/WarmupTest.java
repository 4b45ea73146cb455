package org.snapwear.flash.tests.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.snapwear.flash.replay.UniformRandomWorkload;
import org.snapwear.flash.ssd.OverProvisioning;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.WarmupException;
import org.snapwear.flash.ssd.WarmupLayout;
import org.snapwear.flash.ssd.WarmupState;

class WarmupTest {

    /** Counts blocks that are fully valid, fully invalid, free, by scanning the public per-block state. */
    private static long[] census(Ssd ssd) {
        long[] c = new long[5];
        int p = ssd.pagesPerBlock();
        for (int b = 0; b < ssd.blocks(); b++) {
            int v = ssd.validPages(b);
            int w = ssd.writtenPages(b);
            if (w == 0) {
                c[2]++;
            } else if (v == p) {
                c[0]++;
            } else if (v == 0 && w == p) {
                c[1]++;
            }
            c[3] += v;
            c[4] += w - v;
        }
        return c;
    }

    @Test
    void table8OnTable4DeviceGivesRequestedBlocks() {
        SsdConfig cfg = SsdConfig.table4();
        assertEquals(8 * 16384 * 64, cfg.physicalPages());
        Ssd ssd = new Ssd(cfg);
        ssd.warmUp(WarmupState.table8());
        long[] c = census(ssd);
        assertEquals(111_432, c[0]);
        assertEquals(13_048, c[1]);
        assertEquals(6_592, c[2]);
        assertEquals(111_432L * 64, c[3]);
        assertEquals(13_048L * 64, c[4]);
        // The device then runs: GC reclaims the invalid blocks first, so early writes cost no copies.
        UniformRandomWorkload w = new UniformRandomWorkload(1);
        for (int i = 0; i < 200_000; i++) {
            ssd.write(w.nextPage(111_432 * 64), 0);
        }
        var m = ssd.metrics();
        assertEquals(200_000, m.hostPagesWritten());
        assertTrue(m.erases() > 0 && m.gcCopiedPages() == 0, "invalid blocks are free to collect: " + m);
    }

    @Test
    void table8IsImpossibleUnderSpareOverTotal() {
        SsdConfig cfg = SsdConfig.table4().withOverProvisioning(0.15, OverProvisioning.SPARE_OVER_TOTAL);
        Ssd ssd = new Ssd(cfg);
        WarmupException e = assertThrows(WarmupException.class, () -> ssd.warmUp(WarmupState.table8()));
        assertTrue(e.getMessage().contains("exceed the user space of " + cfg.userPages()), e.getMessage());
        assertTrue(e.getMessage().contains("SPARE_OVER_USER the user space would be 7294441"), e.getMessage());
    }

    @Test
    void inconsistentStatesAreRejectedWithReason() {
        SsdConfig cfg = SsdConfig.builder().channels(2).blocksPerChip(100).pagesPerBlock(16).overProvisioning(0.25)
                .build();
        WarmupException sum = assertThrows(WarmupException.class,
                () -> new Ssd(cfg).warmUp(new WarmupState(100, 50, 49, WarmupLayout.SEGREGATED)));
        assertTrue(sum.getMessage().contains("= 199 blocks, but the device has 200"), sum.getMessage());
        WarmupException pool = assertThrows(WarmupException.class,
                () -> new Ssd(cfg).warmUp(new WarmupState(150, 42, 8, WarmupLayout.SEGREGATED)));
        assertTrue(pool.getMessage().contains("below its GC pool of 5 blocks"), pool.getMessage());
        assertThrows(WarmupException.class, () -> new Ssd(cfg).warmUp(new WarmupState(-1, 101, 100, WarmupLayout.MIXED)));
    }

    @Test
    void mixedLayoutHasExactPageCounts() {
        SsdConfig cfg = SsdConfig.theory(1.3, 512, 32, org.snapwear.flash.ssd.VictimPolicy.GREEDY);
        Ssd ssd = new Ssd(cfg);
        ssd.warmUp(new WarmupState(300, 150, 62, WarmupLayout.MIXED));
        long[] c = census(ssd);
        assertEquals(300L * 32, c[3]);
        assertEquals(150L * 32, c[4]);
        assertEquals(62, c[2]);
        assertTrue(c[0] < 300, "mixed layout spreads invalid pages over blocks");
        for (int l = 0; l < cfg.userPages(); l++) {
            assertEquals(l < 300 * 32, ssd.isMapped(l));
        }
    }
}
