package org.snapwear.flash.files;

import java.io.IOException;
import java.nio.file.Path;

/** A malformed save-stream CSV: names the file, the line and byte offset, and the reason. */
public final class SaveStreamFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    public SaveStreamFormatException(Path file, int line, long offset, String reason) {
        super(file + ": line " + line + " (byte offset " + offset + "): " + reason);
    }
}
