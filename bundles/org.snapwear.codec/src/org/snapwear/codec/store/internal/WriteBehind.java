package org.snapwear.codec.store.internal;

import java.io.IOException;
import java.io.InterruptedIOException;

/**
 * Writes a file's dirty pages to the device on a helper thread while the file is still being produced, so that
 * the final {@code fsync} has little left to do. Without it, Linux starts write-back only once a tenth of memory is
 * dirty (or after 30 s): a multi-GB save or restore first fills the page cache and then waits for the whole file
 * at the final sync, the disk idle while encoding and the cores idle while syncing. With it the two overlap.
 * Durability is unchanged: the caller still forces the file before it is renamed into place.
 */
public final class WriteBehind implements AutoCloseable {
    /** Bytes written between two requests: large enough that the extra syncs cost nothing measurable. */
    public static final long EVERY_BYTES = 64L << 20;

    /** What the helper thread calls: starts (or completes) writing the data written so far. */
    @FunctionalInterface
    public interface Flush {
        void flush() throws IOException;
    }

    private final Flush flush;
    private final long periodMillis;
    private final Thread thread;
    private boolean requested;
    private boolean closed;
    private IOException failure;
    private long pending;

    /** Flushes when {@link #written} has counted {@link #EVERY_BYTES} (for a stream of writes). */
    public WriteBehind(String name, Flush flush) {
        this(name, flush, 0);
    }

    /**
     * Flushes every {@code periodMillis} as well (for files filled through memory mappings by other threads, whose
     * progress nobody counts).
     */
    public WriteBehind(String name, Flush flush, long periodMillis) {
        this.flush = flush;
        this.periodMillis = periodMillis;
        this.thread = new Thread(this::run, "snapwear-write-behind " + name);
        thread.setDaemon(true);
        thread.start();
    }

    /** Counts written bytes and wakes the helper after every {@link #EVERY_BYTES}. */
    public void written(long bytes) {
        pending += bytes;
        if (pending >= EVERY_BYTES) {
            pending = 0;
            request();
        }
    }

    /** Asks for a flush now; requests made while one runs are merged into the next. */
    synchronized void request() {
        requested = true;
        notifyAll();
    }

    private void run() {
        while (true) {
            synchronized (this) {
                while (!requested && !closed) {
                    try {
                        if (periodMillis > 0) {
                            wait(periodMillis);
                            requested = true;
                        } else {
                            wait();
                        }
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                if (closed) {
                    return;
                }
                requested = false;
            }
            try {
                flush.flush();
            } catch (IOException e) {
                synchronized (this) {
                    failure = e;
                }
                return;
            }
        }
    }

    /**
     * Stops the helper (waiting for a flush under way) and reports the first failure, which the caller's own final
     * sync would usually meet again anyway.
     */
    @Override
    public void close() throws IOException {
        synchronized (this) {
            closed = true;
            notifyAll();
        }
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting for the write-behind thread");
        }
        synchronized (this) {
            if (failure != null) {
                throw new IOException("writing to the device failed: " + failure.getMessage(), failure);
            }
        }
    }
}
