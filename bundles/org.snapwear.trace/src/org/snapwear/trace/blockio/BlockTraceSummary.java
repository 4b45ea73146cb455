package org.snapwear.trace.blockio;

/**
 * What an import did with the lines of a trace, so nothing is dropped silently.
 *
 * @param format              the format read
 * @param device              the device whose requests were returned (null before the first request)
 * @param requests            requests returned
 * @param lines               lines read
 * @param ignoredLines        well-formed lines that are not requests: comments, headers, blank lines, blkparse
 *                            events other than the chosen action, flushes, zero-length requests
 * @param badLines            malformed lines, and requests whose offset + size overflows, skipped (only with
 *                            {@link BlockTraceOptions#skipBadLines()})
 * @param firstBadLine        the error for the first skipped bad line, or null
 * @param otherDeviceRequests requests of other devices, skipped
 * @param outOfOrderRequests  requests whose time is earlier than the previous request's, skipped (only with
 *                            {@link BlockTraceOptions#skipBadLines()}; otherwise the first one is an error)
 */
public record BlockTraceSummary(BlockTraceFormat format, String device, long requests, long lines,
        long ignoredLines, long badLines, String firstBadLine, long otherDeviceRequests, long outOfOrderRequests) {
}
