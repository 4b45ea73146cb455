package org.snapwear.flash.ssd;

/**
 * Counters of an {@link Ssd} run. Write amplification is computed from flash-level page counts:
 * flash pages programmed (host + GC copies) / host pages written.
 *
 * @param hostPagesWritten    logical pages written by the host
 * @param hostPagesRead       logical pages read by the host
 * @param unmappedReads       host reads of never-written or trimmed pages (no flash access)
 * @param hostPagesTrimmed    mapped logical pages trimmed
 * @param flashPagesProgrammed pages programmed on flash (host writes + GC and wear-levelling copies)
 * @param flashPagesRead      pages read from flash (host reads + GC copies)
 * @param gcCopiedPages       valid pages copied by GC and wear levelling
 * @param gcInvocations       GC victim collections
 * @param wearLevelMigrations blocks moved by static wear levelling
 * @param erases              block erases
 * @param eraseMin            least erases of any block
 * @param eraseMean           erases / blocks
 * @param eraseMax            most erases of any block
 * @param writeAmplification  flashPagesProgrammed / hostPagesWritten (NaN before any write)
 * @param readTimeMs          summed page-read (sense) time
 * @param writeTimeMs         summed page-program time
 * @param eraseTimeMs         summed erase time
 * @param transferTimeMs      summed page-transfer time
 * @param simTimeMs           completion time of the last operation
 */
public record SsdMetrics(long hostPagesWritten, long hostPagesRead, long unmappedReads, long hostPagesTrimmed,
        long flashPagesProgrammed, long flashPagesRead, long gcCopiedPages, long gcInvocations,
        long wearLevelMigrations, long erases, int eraseMin, double eraseMean, int eraseMax,
        double writeAmplification, double readTimeMs, double writeTimeMs, double eraseTimeMs, double transferTimeMs,
        double simTimeMs) {

    /** Write amplification of the interval from {@code before} to this. */
    public double writeAmplificationSince(SsdMetrics before) {
        long h = hostPagesWritten - before.hostPagesWritten;
        return h == 0 ? Double.NaN : (double) (flashPagesProgrammed - before.flashPagesProgrammed) / h;
    }
}
