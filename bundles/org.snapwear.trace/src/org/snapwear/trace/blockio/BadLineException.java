package org.snapwear.trace.blockio;

/** Internal signal from a line parser; the reader turns it into a {@link BlockTraceException} with position. */
final class BadLineException extends Exception {
    private static final long serialVersionUID = 1L;

    BadLineException(String reason) {
        super(reason, null, false, false);
    }
}
