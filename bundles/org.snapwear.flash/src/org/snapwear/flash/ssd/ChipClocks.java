package org.snapwear.flash.ssd;

/**
 * Timing of an {@link Ssd}: per chip and per channel "free at" times in nanoseconds, the shared host bus, and the
 * busy time of each operation kind. A host write waits for its chip and channel (and the bus if
 * {@link HostTiming#SHARED_HOST_BUS}), transfers the page, then programs it; a read senses the page, then
 * transfers it; a GC step is timed on the victim's chip as valid x (read + program) + erase (copy-back: no
 * channel transfer).
 *
 * <p>Final with final fields, called once per host page: the JIT inlines these methods into the write path, so
 * the split costs no call.
 */
final class ChipClocks {
    private final int channels;
    private final long xferNs;
    private final long readNs;
    private final long progNs;
    private final long eraseNs;
    private final boolean sharedBus;
    private final long[] chipFree;
    private final long[] chanFree;
    private long busFree;
    private long lastCompletion;
    private long busyRead;
    private long busyWrite;
    private long busyErase;
    private long busyXfer;

    ChipClocks(SsdConfig cfg) {
        channels = cfg.channels();
        xferNs = Math.round(cfg.byteTransferMs() * 1e6 * cfg.pageBytes());
        readNs = Math.round(cfg.pageReadMs() * 1e6);
        progNs = Math.round(cfg.pageWriteMs() * 1e6);
        eraseNs = Math.round(cfg.blockEraseMs() * 1e6);
        sharedBus = cfg.hostTiming() == HostTiming.SHARED_HOST_BUS;
        chipFree = new long[cfg.chips()];
        chanFree = new long[channels];
    }

    /** A host page write to {@code chip} arriving at {@code arrivalNs}: transfer, then program. */
    long hostWrite(int chip, long arrivalNs) {
        int ch = chip % channels;
        long s = Math.max(Math.max(arrivalNs, chipFree[chip]), chanFree[ch]);
        if (sharedBus) {
            s = Math.max(s, busFree);
            busFree = s + xferNs;
        }
        long e = s + xferNs;
        chanFree[ch] = e;
        long done = e + progNs;
        chipFree[chip] = done;
        busyXfer += xferNs;
        busyWrite += progNs;
        if (done > lastCompletion) {
            lastCompletion = done;
        }
        return done;
    }

    /** A host page read from {@code chip} arriving at {@code arrivalNs}: sense, then transfer. */
    long hostRead(int chip, long arrivalNs) {
        int ch = chip % channels;
        long r = Math.max(arrivalNs, chipFree[chip]) + readNs;
        long x = Math.max(r, chanFree[ch]);
        if (sharedBus) {
            x = Math.max(x, busFree);
            busFree = x + xferNs;
        }
        long done = x + xferNs;
        chanFree[ch] = done;
        chipFree[chip] = done;
        busyRead += readNs;
        busyXfer += xferNs;
        if (done > lastCompletion) {
            lastCompletion = done;
        }
        return done;
    }

    /** A GC or wear-levelling step on {@code chip}: {@code n} copy-backs and one erase, from {@code now}. */
    void copyBack(int chip, int n, long now) {
        long start = Math.max(chipFree[chip], now);
        long busy = n * (readNs + progNs) + eraseNs;
        chipFree[chip] = start + busy;
        busyRead += n * readNs;
        busyWrite += n * progNs;
        busyErase += eraseNs;
        if (start + busy > lastCompletion) {
            lastCompletion = start + busy;
        }
    }

    /** Completion time of the latest operation so far (ns). */
    long lastCompletion() {
        return lastCompletion;
    }

    long busyRead() {
        return busyRead;
    }

    long busyWrite() {
        return busyWrite;
    }

    long busyErase() {
        return busyErase;
    }

    long busyXfer() {
        return busyXfer;
    }
}
