package org.snapwear.trace.paths;

import java.io.IOException;

/**
 * A user-given name or relative path that would leave the directory it belongs to. The message is the reason
 * only (it quotes the offending text); callers add the file and offset of where the text came from.
 */
public final class UnsafePathException extends IOException {

    private static final long serialVersionUID = 1L;

    public UnsafePathException(String reason) {
        super(reason);
    }
}
