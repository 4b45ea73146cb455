package org.snapwear.trace.blockio;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A block I/O trace cannot be used: a malformed line, an unknown format, or a trace without a single request.
 * The message names the file, the line number and byte offset (of the line start; in the uncompressed text
 * for .gz traces) and the reason.
 */
public class BlockTraceException extends IOException {
    private static final long serialVersionUID = 1L;

    private final transient Path file;
    private final long line;
    private final long offset;
    private final String reason;

    /**
     * @param line   1-based line number, 0 when the problem concerns the whole file
     * @param offset byte offset of the start of that line
     */
    public BlockTraceException(Path file, long line, long offset, String reason) {
        super(file + (line > 0 ? " line " + line + " (offset " + offset + ")" : "") + ": " + reason);
        this.file = file;
        this.line = line;
        this.offset = offset;
        this.reason = reason;
    }

    public Path file() {
        return file;
    }

    public long line() {
        return line;
    }

    public long offset() {
        return offset;
    }

    public String reason() {
        return reason;
    }
}
