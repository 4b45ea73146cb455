package org.snapwear.trace.concurrent;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.ExecutionException;

/**
 * The one rule for what a caller sees when a task it waited for failed: what the task threw, as it was. Parallel
 * paths then fail exactly like the sequential ones (a format error keeps its file, offset and reason, and
 * {@code ErrorText} prints the same line).
 */
public final class Futures {
    private Futures() {
    }

    /**
     * The failure of a task, ready to throw: an {@link IOException} as is (also the one inside an
     * {@link UncheckedIOException}); a {@link RuntimeException} or {@link Error} is thrown from here as is; any other
     * checked exception comes back wrapped in an {@link IOException} carrying its message.
     *
     * <p>Use as {@code catch (ExecutionException e) { throw Futures.unwrap(e); }}.
     */
    public static IOException unwrap(ExecutionException e) {
        Throwable c = e.getCause() == null ? e : e.getCause();
        if (c instanceof IOException io) {
            return io;
        }
        if (c instanceof UncheckedIOException u && u.getCause() != null) {
            return u.getCause();
        }
        if (c instanceof RuntimeException r) {
            throw r;
        }
        if (c instanceof Error err) {
            throw err;
        }
        return new IOException(c.getMessage() == null ? c.toString() : c.getMessage(), c);
    }
}
