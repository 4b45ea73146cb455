package org.snapwear.flash.replay;

import java.util.Iterator;

import org.snapwear.flash.ssd.Ssd;
import org.snapwear.trace.blockio.BlockRequest;

/**
 * Replays block requests on an {@link Ssd}: each request covers logical pages offset / page size ..
 * (offset + length - 1) / page size, all arriving at the request's time. A partial page is written as a whole
 * page (no read-modify-write). Requests beyond the user space are rejected with their index.
 */
public final class BlockTraceReplay {
    private BlockTraceReplay() {
    }

    /**
     * @return number of requests replayed
     * @throws IllegalArgumentException naming the request index and extent for requests beyond the user space
     */
    public static long replay(Ssd ssd, Iterator<BlockRequest> requests) {
        long pageBytes = ssd.config().pageBytes();
        long n = 0;
        while (requests.hasNext()) {
            BlockRequest r = requests.next();
            long first = r.offsetBytes() / pageBytes;
            long last = (r.offsetBytes() + r.lengthBytes() - 1) / pageBytes;
            if (last >= ssd.userPages()) {
                throw new IllegalArgumentException("request #" + n + " (offset " + r.offsetBytes() + ", length "
                        + r.lengthBytes() + " bytes) reaches logical page " + last + ", beyond the user space of "
                        + ssd.userPages() + " pages of " + pageBytes + " bytes");
            }
            for (long p = first; p <= last; p++) {
                switch (r.op()) {
                    case WRITE: ssd.write((int) p, r.timeNanos()); break;
                    case READ: ssd.read((int) p, r.timeNanos()); break;
                    case TRIM: ssd.trim((int) p, r.timeNanos()); break;
                    default: throw new IllegalStateException(r.op().toString());
                }
            }
            n++;
        }
        return n;
    }
}
