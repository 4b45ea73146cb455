package org.snapwear.study.overview;

/**
 * A save stream replayed on the scaled [Delta snapshots, docs/papers.md#delta-snapshots] device (see {@link org.snapwear.study.sim.ScaledDevice}).
 *
 * @param hostPagesWritten     pages the host wrote
 * @param flashPagesProgrammed pages programmed, garbage collection included
 * @param writeAmplification   programmed / host pages
 * @param erases               block erases
 * @param eraseMax             erases of the most-erased block
 */
public record SsdOutcome(long hostPagesWritten, long flashPagesProgrammed, double writeAmplification, long erases,
        long eraseMax) {
}
