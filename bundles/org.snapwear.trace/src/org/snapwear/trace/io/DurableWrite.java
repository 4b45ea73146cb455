package org.snapwear.trace.io;

import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.file.Path;

/**
 * One durable write in progress, the streaming form of {@link DurableFiles#write}: the content goes to a temp file
 * next to the target ({@link #stream()} or, for callers with their own buffering, {@link #file()});
 * {@link #commit()} forces it, renames it over the target and syncs the directory. Closing without a commit
 * deletes the temp file and leaves the target as it was:
 *
 * <pre>
 * try (DurableWrite w = DurableFiles.open(target)) {
 *     writeTo(w.stream());
 *     w.commit();
 * }
 * </pre>
 */
public final class DurableWrite implements Closeable {
    private static final int BUFFER = 1 << 16;

    private final DurableIo io;
    private final Path dir;
    private final Path target;
    private final Path temp;
    private final DurableIo.WritableFile file;
    private Output stream;
    private boolean fileClosed;
    private boolean renamed;

    private DurableWrite(DurableIo io, Path dir, Path target, Path temp, DurableIo.WritableFile file) {
        this.io = io;
        this.dir = dir;
        this.target = target;
        this.temp = temp;
        this.file = file;
    }

    /** Creates the temp file {@link DurableFiles#tempName(String)} in {@code dir} for {@code dir/name}. */
    static DurableWrite begin(DurableIo io, Path dir, String name) throws IOException {
        Path temp = dir.resolve(DurableFiles.tempName(name));
        DurableIo.WritableFile f;
        try {
            f = io.create(temp);
        } catch (IOException | RuntimeException e) {
            deleteQuietly(io, temp, e);
            throw e;
        }
        return new DurableWrite(io, dir, dir.resolve(name), temp, f);
    }

    /** The file the content is being written to (its final name). */
    public Path target() {
        return target;
    }

    /** The temp file being written. */
    public Path temp() {
        return temp;
    }

    /** The temp file itself, for callers that buffer on their own; do not mix with {@link #stream()}. */
    public DurableIo.WritableFile file() {
        return file;
    }

    /** A buffered stream into the temp file (64 KiB); closing it does nothing, {@link #commit()} flushes it. */
    public OutputStream stream() {
        if (stream == null) {
            stream = new Output(file);
        }
        return stream;
    }

    /**
     * Flushes, forces and closes the temp file and renames it to the target; then syncs the directory so that the
     * rename survives a crash.
     *
     * @throws DurableFiles.RenamedButNotSynced if only the directory sync failed (the new file is visible)
     */
    public Path commit() throws IOException {
        if (renamed) {
            throw new IllegalStateException(target + ": already committed");
        }
        if (stream != null) {
            stream.flushBuffer();
        }
        file.force();
        fileClosed = true;
        file.close();
        io.atomicMove(temp, target);
        renamed = true;
        try {
            io.syncDirectory(dir);
        } catch (IOException e) {
            throw new DurableFiles.RenamedButNotSynced(target, e);
        }
        return target;
    }

    /** Without a commit: closes and deletes the temp file; the target is as it was. */
    @Override
    public void close() throws IOException {
        if (renamed) {
            return;
        }
        IOException failure = null;
        if (!fileClosed) {
            fileClosed = true;
            try {
                file.close();
            } catch (IOException e) {
                failure = e;
            }
        }
        try {
            io.delete(temp);
        } catch (IOException e) {
            if (failure == null) {
                failure = e;
            } else {
                failure.addSuppressed(e);
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    private static void deleteQuietly(DurableIo io, Path temp, Throwable primary) {
        try {
            io.delete(temp);
        } catch (IOException suppressed) {
            primary.addSuppressed(suppressed);
        }
    }

    /** Buffers writes into heap chunks handed to the file as ByteBuffers. */
    private static final class Output extends OutputStream {
        private final DurableIo.WritableFile file;
        private final ByteBuffer buffer = ByteBuffer.allocate(BUFFER);

        Output(DurableIo.WritableFile file) {
            this.file = file;
        }

        @Override
        public void write(int b) throws IOException {
            if (!buffer.hasRemaining()) {
                flushBuffer();
            }
            buffer.put((byte) b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            while (len > 0) {
                if (!buffer.hasRemaining()) {
                    flushBuffer();
                }
                int n = Math.min(len, buffer.remaining());
                buffer.put(b, off, n);
                off += n;
                len -= n;
            }
        }

        void flushBuffer() throws IOException {
            buffer.flip();
            if (buffer.hasRemaining()) {
                file.write(buffer);
            }
            buffer.clear();
        }

        @Override
        public void close() {
            // The temp file is closed by commit() or DurableWrite.close(): a writer closing its stream early (EMF,
            // a Writer in try-with-resources) must not end the write.
        }
    }
}
