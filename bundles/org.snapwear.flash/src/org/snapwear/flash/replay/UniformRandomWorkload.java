package org.snapwear.flash.replay;

import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdMetrics;

/**
 * The theory workload: write every logical page once (sequentially), then uniform random single-page
 * overwrites from a seeded SplitMix64 generator. All requests arrive at time 0 (timing = makespan).
 */
public final class UniformRandomWorkload {
    private long state;

    public UniformRandomWorkload(long seed) {
        this.state = seed;
    }

    /** Next uniform logical page in [0, n) (SplitMix64, multiply-shift range reduction). */
    public int nextPage(int n) {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z ^= z >>> 31;
        return (int) (((z >>> 32) * n) >>> 32);
    }

    /** Writes logical pages 0 .. userPages - 1 once. */
    public static void fill(Ssd ssd) {
        for (int l = 0; l < ssd.userPages(); l++) {
            ssd.write(l, 0);
        }
    }

    /** {@code count} uniform random overwrites. */
    public void overwrite(Ssd ssd, long count) {
        int n = ssd.userPages();
        // Batches let the simulator overlap the batch's map lookups (see Ssd.write(int[], int, long)).
        int[] batch = new int[BATCH];
        for (long i = 0; i < count; i += BATCH) {
            int k = (int) Math.min(BATCH, count - i);
            for (int j = 0; j < k; j++) {
                batch[j] = nextPage(n);
            }
            ssd.write(batch, k, 0);
        }
    }

    /** Host writes handed to the simulator at once. */
    private static final int BATCH = 32;

    /**
     * Result of {@link #steadyState}.
     *
     * @param writeAmplification WA over the measured overwrites
     * @param before             metrics after the fill and the settling overwrites
     * @param after              metrics at the end
     */
    public record Result(double writeAmplification, SsdMetrics before, SsdMetrics after) {
    }

    /**
     * Fill, then {@code settle} overwrites (at least the physical page count is advisable), then {@code measured}
     * overwrites whose WA is reported.
     */
    public Result steadyState(Ssd ssd, long settle, long measured) {
        fill(ssd);
        overwrite(ssd, settle);
        SsdMetrics before = ssd.metrics();
        overwrite(ssd, measured);
        SsdMetrics after = ssd.metrics();
        return new Result(after.writeAmplificationSince(before), before, after);
    }
}
