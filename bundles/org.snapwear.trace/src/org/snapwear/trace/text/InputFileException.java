package org.snapwear.trace.text;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A file given as input cannot be read as a file: it does not exist, is a directory, or the system refused it.
 * The message is {@code FILE: reason}.
 */
public class InputFileException extends IOException {
    private static final long serialVersionUID = 1L;

    private final transient Path file;
    private final String reason;

    public InputFileException(Path file, String reason, Throwable cause) {
        super(file + ": " + reason, cause);
        this.file = file;
        this.reason = reason;
    }

    public Path file() {
        return file;
    }

    public String reason() {
        return reason;
    }
}
