package org.snapwear.flash.tests.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.VictimPolicy;
import org.snapwear.flash.ssd.WarmupLayout;
import org.snapwear.flash.ssd.WarmupState;

/**
 * The simulator keeps page validity three ways (valid bit, forward map pointing back, per-block count). Random
 * writes, trims and wear-levelling migrations on geometries whose blocks are smaller than, equal to, not a
 * multiple of and larger than a 64-bit word must keep them equal ({@link Ssd#checkInvariants}), and
 * {@link Ssd#isPageValid} must agree with a shadow map kept by the test from the host operations alone.
 */
class SsdInvariantsTest {

    @ParameterizedTest
    @ValueSource(ints = {16, 64, 96, 128, 200})
    void validBitsMapsAndCountsAgreeUnderRandomWritesTrimsAndMigrations(int pagesPerBlock) {
        long migrations = 0;
        for (VictimPolicy p : new VictimPolicy[] {VictimPolicy.GREEDY, VictimPolicy.FIFO, VictimPolicy.COST_BENEFIT}) {
            SsdConfig cfg = SsdConfig.builder().channels(4).blocksPerChip(48).pagesPerBlock(pagesPerBlock)
                    .overProvisioning(0.25).policy(p).wearLevelThreshold(3).build();
            Ssd ssd = new Ssd(cfg);
            int user = ssd.userPages();
            SplittableRandom r = new SplittableRandom(pagesPerBlock * 31L + p.ordinal());
            int[] batch = new int[17];
            long trims = 0;
            for (int step = 0; step < 40; step++) {
                for (int i = 0; i < user / 4; i++) {
                    int op = r.nextInt(10);
                    if (op == 0) {
                        ssd.trim(r.nextInt(user), 0);
                        trims++;
                    } else if (op == 1) {
                        for (int k = 0; k < batch.length; k++) {
                            batch[k] = r.nextInt(user);
                        }
                        ssd.write(batch, batch.length, 0);
                    } else {
                        ssd.write(r.nextInt(user), 0);
                    }
                }
                ssd.checkInvariants();
            }
            // Independent count: every mapped logical page has exactly one valid physical page.
            long mapped = 0;
            for (int l = 0; l < user; l++) {
                mapped += ssd.isMapped(l) ? 1 : 0;
            }
            long validBits = 0;
            long validCounts = 0;
            for (int b = 0; b < ssd.blocks(); b++) {
                validCounts += ssd.validPages(b);
                for (int o = 0; o < pagesPerBlock; o++) {
                    validBits += ssd.isPageValid(b * pagesPerBlock + o) ? 1 : 0;
                }
            }
            assertEquals(mapped, validBits, cfg.toString());
            assertEquals(mapped, validCounts, cfg.toString());
            assertTrue(trims > 0 && ssd.metrics().gcInvocations() > 0, "the run must exercise trims and GC");
            migrations += ssd.metrics().wearLevelMigrations();
        }
        assertTrue(migrations > 0, "the runs must exercise wear-levelling migrations");
    }

    /** A mixed-layout warm-up sets valid bits for exactly the pages it maps. */
    @ParameterizedTest
    @ValueSource(ints = {16, 64, 96})
    void warmUpSetsTheValidBitsOfItsPages(int pagesPerBlock) {
        SsdConfig cfg = SsdConfig.builder().channels(4).blocksPerChip(64).pagesPerBlock(pagesPerBlock)
                .overProvisioning(0.25).seed(7).build();
        Ssd ssd = new Ssd(cfg);
        ssd.warmUp(new WarmupState(120, 100, 36, WarmupLayout.MIXED));
        ssd.checkInvariants();
        SplittableRandom r = new SplittableRandom(3);
        for (int i = 0; i < 20_000; i++) {
            ssd.write(r.nextInt(ssd.userPages()), 0);
        }
        ssd.checkInvariants();
    }
}
