package org.snapwear.flash.theory;

/**
 * Write amplification of LRW (FIFO) cleaning under uniform random single-page writes (docs/papers.md#figures-ssd-theory):
 * A = alpha / (alpha + W0(-alpha e^-alpha)) with alpha = physical pages / user pages.
 */
public final class LrwTheory {
    private LrwTheory() {
    }

    /** Steady-state write amplification for {@code alpha} > 1. */
    public static double writeAmplification(double alpha) {
        if (!(alpha > 1)) {
            throw new IllegalArgumentException("alpha = physical / user pages must be > 1, got " + alpha);
        }
        return alpha / (alpha + LambertW.w0(-alpha * Math.exp(-alpha)));
    }

    /**
     * The alpha that the data actually sees when a pool of always-free blocks is held back by the GC threshold:
     * (physical - pool pages) / user pages.
     */
    public static double effectiveAlpha(long physicalPages, long poolPages, long userPages) {
        return (double) (physicalPages - poolPages) / userPages;
    }
}
