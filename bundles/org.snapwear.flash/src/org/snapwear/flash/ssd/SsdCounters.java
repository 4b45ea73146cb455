package org.snapwear.flash.ssd;

/**
 * Operation counts of an {@link Ssd} (fields the simulator increments directly: a final class with plain fields,
 * so a count costs what it cost as a field of the simulator) and their summary as {@link SsdMetrics}.
 */
final class SsdCounters {
    long hostWrites;
    long hostReads;
    long unmappedReads;
    long hostTrims;
    long programmed;
    long flashReads;
    long gcCopies;
    long gcInvocations;
    long eraseTotal;
    long wlMigrations;

    /** Nothing written, trimmed or erased yet (warm-up only applies to such a device). */
    boolean fresh() {
        return hostWrites == 0 && eraseTotal == 0 && hostTrims == 0;
    }

    /** The counts with the erase statistics of {@code erases} (a scan) and the busy times of {@code clocks}. */
    SsdMetrics metrics(int[] erases, ChipClocks clocks) {
        int min = Integer.MAX_VALUE;
        int max = 0;
        for (int e : erases) {
            min = Math.min(min, e);
            max = Math.max(max, e);
        }
        return new SsdMetrics(hostWrites, hostReads, unmappedReads, hostTrims, programmed, flashReads, gcCopies,
                gcInvocations, wlMigrations, eraseTotal, min, (double) eraseTotal / erases.length, max,
                hostWrites == 0 ? Double.NaN : (double) programmed / hostWrites,
                clocks.busyRead() / 1e6, clocks.busyWrite() / 1e6, clocks.busyErase() / 1e6, clocks.busyXfer() / 1e6,
                clocks.lastCompletion() / 1e6);
    }
}
