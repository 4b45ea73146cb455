package org.snapwear.trace.blockio;

/** One parsed line in the trace's own time unit; reused by the reader for every line (no per-line garbage). */
final class RawRequest {
    /** Time in the format's unit ({@link TraceLineParser#nanosPerUnit()}), absolute as in the file. */
    long rawTime;
    BlockRequest.Op op;
    long offsetBytes;
    long lengthBytes;
    /** Device key, e.g. "0", "usr/0", "8,0". */
    String device;
}
