package org.snapwear.trace.blockio;

/** Parses the lines of one block trace format. */
interface TraceLineParser {
    /** The line is a request, filled into the {@link RawRequest}. */
    int REQUEST = 0;
    /** The line is well formed but no request (comment, header, other event, flush, zero length). */
    int IGNORED = 1;
    /** The rest of the file is not events (blkparse's closing summary). */
    int END = 2;

    /** Nanoseconds per unit of {@link RawRequest#rawTime}. */
    long nanosPerUnit();

    /** Cheap syntactic test used by format detection. */
    boolean looksLike(String line);

    int parse(String line, RawRequest out) throws BadLineException;
}
