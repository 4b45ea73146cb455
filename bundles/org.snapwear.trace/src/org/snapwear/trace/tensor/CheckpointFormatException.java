package org.snapwear.trace.tensor;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The one documented failure of every reader: the input is not a valid file of the expected format. The
 * message always names the file, the byte offset where the problem was found and the reason.
 */
public class CheckpointFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    private final transient Path file;
    private final long offset;
    private final String reason;

    public CheckpointFormatException(Path file, long offset, String reason) {
        this(file, offset, reason, null);
    }

    public CheckpointFormatException(Path file, long offset, String reason, Throwable cause) {
        super(file + " at offset " + offset + ": " + reason, cause);
        this.file = file;
        this.offset = offset;
        this.reason = reason;
    }

    public Path file() {
        return file;
    }

    /** Byte offset in the file (or in the named zip entry, see the reason) where the problem was found. */
    public long offset() {
        return offset;
    }

    public String reason() {
        return reason;
    }
}
