package org.snapwear.trace.blockio;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Streams the requests of a block I/O trace file (one line in memory at a time), converted to
 * {@link BlockRequest}: nanoseconds since the first returned request and bytes. Use {@link #read()} in a loop,
 * or the {@link Iterator} / {@link #stream()} views (which wrap I/O errors in {@link UncheckedIOException}).
 *
 * <p>A trace that yields no request at all is an error ({@link BlockTraceException} at the end), never an
 * empty run. A malformed line, a request whose offset + size overflows, and a request that arrives before the
 * previous one (times must not go backwards) are errors naming file, line, offset and reason, unless
 * {@link BlockTraceOptions#skipBadLines()} is set (then they are skipped and counted in {@link #summary()}).
 */
public final class BlockTraceReader implements Iterator<BlockRequest>, AutoCloseable {
    private final Path file;
    private final BlockTraceFormat format;
    private final BlockTraceOptions options;
    private final TraceLineParser parser;
    private final LineSource in;
    private final RawRequest raw = new RawRequest();

    private String device;
    private boolean started;
    private long firstRawTime;
    private long lastNanos = Long.MIN_VALUE;
    private long requests;
    private long ignored;
    private long bad;
    private String firstBad;
    private long otherDevice;
    private long outOfOrder;
    private boolean finished;
    private BlockRequest lookahead;
    private long requestLine;
    private long requestOffset;
    private long lookaheadLine;
    private long lookaheadOffset;

    private BlockTraceReader(Path file, BlockTraceFormat format, BlockTraceOptions options, String blkAction)
            throws IOException {
        this.file = file;
        this.format = format;
        this.options = options;
        this.parser = format.parser(blkAction);
        this.device = options.device();
        this.in = new LineSource(file);
    }

    /** Opens a trace of any supported format (detected from the content), first device, strict. */
    public static BlockTraceReader open(Path file) throws IOException {
        return open(file, BlockTraceOptions.defaults());
    }

    public static BlockTraceReader open(Path file, BlockTraceOptions options) throws IOException {
        BlockTraceFormat f = options.format() != null ? options.format() : BlockTraceFormat.detect(file);
        String action = f == BlockTraceFormat.BLKPARSE ? blkparseAction(file) : null;
        return new BlockTraceReader(file, f, options, action);
    }

    /**
     * Q if the trace has any Q event, otherwise D. Q events usually appear in the first lines, so this reads
     * the whole file a second time only for traces without Q.
     */
    private static String blkparseAction(Path file) throws IOException {
        try (LineSource in = new LineSource(file)) {
            String line;
            while ((line = in.next()) != null) {
                if (BlkparseParser.isSummary(line)) {
                    break;
                }
                if ("Q".equals(BlkparseParser.actionOf(line))) {
                    return "Q";
                }
            }
        }
        return "D";
    }

    public BlockTraceFormat format() {
        return format;
    }

    /** For blkparse traces: the event action imported ("Q" or "D"); null for other formats. */
    public String blkparseAction() {
        return parser instanceof BlkparseParser b ? b.action() : null;
    }

    /**
     * The next request, or null at the end of the trace.
     *
     * @throws BlockTraceException on a malformed line (unless skipped) or at the end if no request was found
     */
    public BlockRequest read() throws IOException {
        if (lookahead != null) {
            BlockRequest r = lookahead;
            lookahead = null;
            requestLine = lookaheadLine;
            requestOffset = lookaheadOffset;
            return r;
        }
        if (finished) {
            return null;
        }
        String line;
        while ((line = in.next()) != null) {
            if (line.isBlank() || line.startsWith("#")) {
                ignored++;
                continue;
            }
            int kind;
            try {
                kind = parser.parse(line, raw);
                if (kind == TraceLineParser.REQUEST) {
                    checkExtent(raw);
                }
            } catch (BadLineException e) {
                rejectLine(e.getMessage(), line);
                bad++;
                continue;
            }
            if (kind == TraceLineParser.END) {
                break;
            }
            if (kind == TraceLineParser.IGNORED) {
                ignored++;
                continue;
            }
            if (device == null) {
                device = raw.device;
            } else if (!device.equals(raw.device)) {
                otherDevice++;
                continue;
            }
            if (!started) {
                started = true;
                firstRawTime = raw.rawTime;
            }
            long nanos;
            try {
                nanos = Math.multiplyExact(Math.subtractExact(raw.rawTime, firstRawTime), parser.nanosPerUnit());
            } catch (ArithmeticException e) {
                throw new BlockTraceException(file, in.lineNumber(), in.lineOffset(), "time out of range");
            }
            if (nanos < lastNanos) {
                // Replaying requests out of arrival order would give wrong queueing and GC timing.
                rejectLine("arrival time goes backwards (" + nanos + " ns after the first request, the previous "
                        + "request was at " + lastNanos + " ns)", line);
                outOfOrder++;
                continue;
            }
            lastNanos = nanos;
            requests++;
            requestLine = in.lineNumber();
            requestOffset = in.lineOffset();
            return new BlockRequest(nanos, raw.op, raw.offsetBytes, raw.lengthBytes);
        }
        finished = true;
        if (requests == 0) {
            throw new BlockTraceException(file, 0, 0, "no requests in this " + format.description() + " trace ("
                    + in.lineNumber() + " lines, " + ignored + " ignored, " + bad + " bad, " + otherDevice
                    + " on other devices than " + device + ")"
                    + (firstBad != null ? "; first bad line: " + firstBad : ""));
        }
        return null;
    }

    @Override
    public boolean hasNext() {
        if (lookahead != null) {
            return true;
        }
        long line = requestLine;
        long offset = requestOffset;
        try {
            lookahead = read();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // the request last returned keeps its line until next() hands out the one read ahead
        lookaheadLine = requestLine;
        lookaheadOffset = requestOffset;
        requestLine = line;
        requestOffset = offset;
        return lookahead != null;
    }

    @Override
    public BlockRequest next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        BlockRequest r = lookahead;
        lookahead = null;
        requestLine = lookaheadLine;
        requestOffset = lookaheadOffset;
        return r;
    }

    /**
     * A problem with the request last returned (by {@link #read()} or {@link #next()}) that only its consumer
     * can see, e.g. an extent beyond the device: a {@link BlockTraceException} naming the file, that request's
     * line and byte offset, and {@code reason}.
     */
    public BlockTraceException problem(String reason) {
        return new BlockTraceException(file, requestLine, requestOffset, reason);
    }

    /** The remaining requests as a sequential stream; closing the stream closes the reader. */
    public Stream<BlockRequest> stream() {
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(this, Spliterator.ORDERED | Spliterator.NONNULL),
                false).onClose(() -> {
                    try {
                        close();
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
    }

    /** Counts so far (complete after the end was reached). */
    public BlockTraceSummary summary() {
        return new BlockTraceSummary(format, device, requests, in.lineNumber(), ignored, bad, firstBad, otherDevice,
                outOfOrder);
    }

    @Override
    public void close() throws IOException {
        in.close();
    }

    /** The end of the extent must be a byte position: an offset near 2^63 would wrap and cover no page at all. */
    private static void checkExtent(RawRequest r) throws BadLineException {
        if (r.offsetBytes > Long.MAX_VALUE - r.lengthBytes) {
            throw new BadLineException("offset " + r.offsetBytes + " + size " + r.lengthBytes
                    + " bytes overflows (beyond 2^63 - 1)");
        }
    }

    /** A line that cannot be imported: an error naming file, line and reason, or with skipBadLines noted. */
    private void rejectLine(String reason, String line) throws BlockTraceException {
        if (!options.skipBadLines()) {
            throw new BlockTraceException(file, in.lineNumber(), in.lineOffset(), reason + ": '" + abbreviate(line)
                    + "'");
        }
        if (firstBad == null) {
            firstBad = file + " line " + in.lineNumber() + " (offset " + in.lineOffset() + "): " + reason + ": '"
                    + abbreviate(line) + "'";
        }
    }

    private static String abbreviate(String line) {
        return line.length() > 120 ? line.substring(0, 120) + "..." : line;
    }
}
