package org.snapwear.flash.tests.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapwear.flash.replay.UniformRandomWorkload;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.VictimPolicy;
import org.snapwear.flash.theory.LrwTheory;

/** Uniform random single-page overwrites of a full logical space against the analytic models. */
class TheoryTest {

    private static double steadyWa(SsdConfig cfg, long seed) {
        Ssd ssd = new Ssd(cfg);
        long t = cfg.physicalPages();
        return new UniformRandomWorkload(seed).steadyState(ssd, 2 * t, 8 * t).writeAmplification();
    }

    @ParameterizedTest
    @ValueSource(doubles = {1.1, 1.1765, 1.3, 1.5, 2.0})
    void fifoMatchesLrwFormulaWithinOnePercent(double alpha) {
        double wa = steadyWa(SsdConfig.theory(alpha, 256, 64, VictimPolicy.FIFO), 11);
        double theory = LrwTheory.writeAmplification(alpha);
        assertEquals(theory, wa, 0.01 * theory, "alpha " + alpha);
    }

    @Test
    void greedyIsBelowLrwAndApproachesItAsBlocksGrow() {
        double alpha = 1.3;
        double theory = LrwTheory.writeAmplification(alpha);
        double prevGap = Double.MAX_VALUE;
        for (int ppb : new int[] {16, 64, 256}) {
            int blocks = 512;
            double wa = steadyWa(SsdConfig.theory(alpha, blocks, ppb, VictimPolicy.GREEDY), 5);
            double gap = theory - wa;
            assertTrue(gap > 0, "greedy " + wa + " should be below LRW " + theory + " at " + ppb + " pages/block");
            assertTrue(gap < prevGap, "gap " + gap + " at " + ppb + " pages/block should shrink (was " + prevGap + ")");
            prevGap = gap;
        }
        assertTrue(prevGap < 0.01 * theory, "at 256 pages/block greedy is within 1% of LRW");
    }

    @Test
    void randomVictimMatchesItsOwnFormula() {
        // A uniformly random sealed block holds on average U/T valid pages: WA = 1 / (1 - 1/alpha).
        for (double alpha : new double[] {1.3, 2.0}) {
            double wa = steadyWa(SsdConfig.theory(alpha, 256, 64, VictimPolicy.RANDOM), 3);
            double expect = alpha / (alpha - 1);
            assertEquals(expect, wa, 0.02 * expect, "alpha " + alpha);
        }
    }

    @Test
    void freePoolShrinksEffectiveSpareArea() {
        // DiskSim-like: 15% over-provisioning (T-U)/U and a 5% free-block pool held back by the GC threshold.
        SsdConfig noPool = SsdConfig.builder().channels(1).blocksPerChip(1024).gcThreshold(0.0)
                .policy(VictimPolicy.FIFO).build();
        SsdConfig pool = noPool.withGcThreshold(0.05);
        double waNoPool = steadyWa(noPool, 9);
        double waPool = steadyWa(pool, 9);
        long t = noPool.physicalPages();
        long u = noPool.userPages();
        double alpha = (double) t / u;
        double alphaEff = LrwTheory.effectiveAlpha(t, (long) pool.gcThresholdBlocks() * 64, u);
        assertEquals(LrwTheory.writeAmplification(alpha), waNoPool, 0.01 * waNoPool);
        assertEquals(LrwTheory.writeAmplification(alphaEff), waPool, 0.015 * waPool);
        assertTrue(waPool > 1.2 * waNoPool, "pool WA " + waPool + " vs " + waNoPool);
    }

    @ParameterizedTest
    @ValueSource(strings = {"GREEDY", "COST_BENEFIT", "FIFO", "RANDOM", "D_CHOICES"})
    void erasesEqualProgrammedPagesOverPagesPerBlock(String policy) {
        SsdConfig cfg = SsdConfig.theory(1.25, 128, 32, VictimPolicy.valueOf(policy));
        Ssd ssd = new Ssd(cfg);
        UniformRandomWorkload w = new UniformRandomWorkload(17);
        UniformRandomWorkload.fill(ssd);
        w.overwrite(ssd, 5L * cfg.physicalPages());
        var m = ssd.metrics();
        // Every erased block had been programmed full; what is still programmed has not been erased yet.
        assertEquals(m.flashPagesProgrammed() - ssd.writtenPagesTotal(), m.erases() * 32L);
        assertEquals(m.hostPagesWritten() + m.gcCopiedPages(), m.flashPagesProgrammed());
        assertEquals(m.erases(), m.gcInvocations());
        assertEquals((double) m.flashPagesProgrammed() / 32, m.erases(), cfg.blocks());
    }
}
