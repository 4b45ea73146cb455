package org.snapwear.trace.blockio;

/**
 * One host request of a block I/O trace, in the units every importer converts to: nanoseconds since the
 * start of the trace and bytes (offset and length). Importers convert their own units explicitly.
 *
 * @param timeNanos   arrival time in nanoseconds since the first request of the trace
 * @param op          what the host asked for
 * @param offsetBytes byte offset on the device
 * @param lengthBytes number of bytes (> 0)
 */
public record BlockRequest(long timeNanos, Op op, long offsetBytes, long lengthBytes) {

    /** Request kinds. */
    public enum Op { READ, WRITE, TRIM }

    public BlockRequest {
        if (op == null) {
            throw new IllegalArgumentException("op is null");
        }
        if (offsetBytes < 0 || lengthBytes <= 0) {
            throw new IllegalArgumentException("bad extent offset=" + offsetBytes + " length=" + lengthBytes);
        }
    }
}
