package org.snapwear.flash.replay;

import java.io.IOException;
import java.util.Iterator;

import org.snapwear.flash.ssd.Ssd;
import org.snapwear.trace.blockio.BlockRequest;
import org.snapwear.trace.blockio.BlockTraceException;
import org.snapwear.trace.blockio.BlockTraceReader;

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
        long n = 0;
        while (requests.hasNext()) {
            BlockRequest r = requests.next();
            String beyond = beyondUserSpace(ssd, r);
            if (beyond != null) {
                throw new IllegalArgumentException("request #" + n + " " + beyond);
            }
            apply(ssd, r);
            n++;
        }
        return n;
    }

    /**
     * Replays a trace file; a request beyond the user space fails naming the file, its line and byte offset.
     *
     * @return number of requests replayed
     * @throws BlockTraceException for malformed lines and for requests beyond the user space
     */
    public static long replay(Ssd ssd, BlockTraceReader trace) throws IOException {
        long n = 0;
        BlockRequest r;
        while ((r = trace.read()) != null) {
            String beyond = beyondUserSpace(ssd, r);
            if (beyond != null) {
                throw trace.problem("request " + beyond);
            }
            apply(ssd, r);
            n++;
        }
        return n;
    }

    /** Why {@code r} does not fit the device, or null. */
    private static String beyondUserSpace(Ssd ssd, BlockRequest r) {
        long pageBytes = ssd.config().pageBytes();
        long last = (r.offsetBytes() + r.lengthBytes() - 1) / pageBytes;
        if (last < ssd.userPages()) {
            return null;
        }
        return "(offset " + r.offsetBytes() + ", length " + r.lengthBytes() + " bytes) reaches logical page " + last
                + ", beyond the user space of " + ssd.userPages() + " pages of " + pageBytes + " bytes";
    }

    private static void apply(Ssd ssd, BlockRequest r) {
        long pageBytes = ssd.config().pageBytes();
        long first = r.offsetBytes() / pageBytes;
        long last = (r.offsetBytes() + r.lengthBytes() - 1) / pageBytes;
        for (long p = first; p <= last; p++) {
            switch (r.op()) {
                case WRITE: ssd.write((int) p, r.timeNanos()); break;
                case READ: ssd.read((int) p, r.timeNanos()); break;
                case TRIM: ssd.trim((int) p, r.timeNanos()); break;
                default: throw new IllegalStateException(r.op().toString());
            }
        }
    }
}
