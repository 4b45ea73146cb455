package org.snapwear.trace.tensor;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The one documented failure of every reader: the input is not a valid file of the expected format. The
 * message always names the file (or, for a byte source that is not a local file, its name: a path or URI), the
 * byte offset where the problem was found and the reason.
 */
public class CheckpointFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    private final transient Path file;
    private final String source;
    private final long offset;
    private final String reason;

    public CheckpointFormatException(Path file, long offset, String reason) {
        this(file, offset, reason, null);
    }

    public CheckpointFormatException(Path file, long offset, String reason, Throwable cause) {
        this(String.valueOf(file), file, offset, reason, cause);
    }

    /**
     * For input that is not (or not only) a local file, such as a remote object read by ranged reads.
     *
     * @param source what the message names: a path or URI
     * @param file   the local file, or null when there is none
     */
    public CheckpointFormatException(String source, Path file, long offset, String reason, Throwable cause) {
        super(source + " at offset " + offset + ": " + reason, cause);
        this.file = file;
        this.source = source;
        this.offset = offset;
        this.reason = reason;
    }

    /** The local file, or null when the input was a byte source that is not one (see {@link #source()}). */
    public Path file() {
        return file;
    }

    /** What the message names: the file's path, or the byte source's name (a path or URI). */
    public String source() {
        return source;
    }

    /** Byte offset in the file (or in the named zip entry, see the reason) where the problem was found. */
    public long offset() {
        return offset;
    }

    public String reason() {
        return reason;
    }
}
