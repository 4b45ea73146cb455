package org.snapwear.study.outcome;

import java.io.Serializable;

/**
 * What a device measured when a scheme's save stream was replayed on it: the wear counters of
 * {@code snapwear ssd --sequence} (writes and deletions only) and Table 9's save and restore times from a second
 * replay that also reads back what a restore of the latest snapshot loads ({@link org.snapwear.study.sim.RestoreReplay}).
 *
 * @param physicalPages        the device's physical pages
 * @param userPages            its user pages
 * @param hostPagesWritten     pages the host wrote
 * @param flashPagesProgrammed pages programmed, garbage collection copies included
 * @param writeAmplification   programmed / host pages
 * @param erases               block erases
 * @param eraseMin             fewest erases of a block
 * @param eraseMean            mean erases per block
 * @param eraseMax             most erases of a block
 * @param gcInvocations        garbage collections
 * @param gcCopiedPages        valid pages garbage collection moved
 * @param simTimeMs            simulated time of the wear replay
 * @param storedPages          pages the kept files hold at the end
 * @param saveMsTotal          sum of the save times
 * @param restoreMsMax         the longest restore of a latest snapshot
 */
public record DeviceOutcome(int physicalPages, int userPages, long hostPagesWritten, long flashPagesProgrammed,
        double writeAmplification, long erases, int eraseMin, double eraseMean, int eraseMax, long gcInvocations,
        long gcCopiedPages, double simTimeMs, long storedPages, double saveMsTotal, double restoreMsMax)
        implements Serializable {

    private static final long serialVersionUID = 1L;
}
