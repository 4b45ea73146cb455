package org.snapwear.trace.meta;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A metadata version trace is unusable: a bad index row (missing file, wrong size, unparsable number,
 * duplicate version), a missing column, or no rows. The message names the file (usually index.csv), the line
 * and the reason.
 */
public class MetaTraceException extends IOException {
    private static final long serialVersionUID = 1L;

    private final transient Path file;
    private final long line;
    private final String reason;

    /** @param line 1-based line of the index (the header is line 1), or 0 for the whole file */
    public MetaTraceException(Path file, long line, String reason) {
        super(file + (line > 0 ? " line " + line : "") + ": " + reason);
        this.file = file;
        this.line = line;
        this.reason = reason;
    }

    public Path file() {
        return file;
    }

    public long line() {
        return line;
    }

    public String reason() {
        return reason;
    }
}
