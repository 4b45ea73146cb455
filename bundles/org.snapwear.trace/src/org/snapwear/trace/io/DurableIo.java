package org.snapwear.trace.io;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The file operations a durable write performs, and the read of what it wrote, behind an interface so that tests
 * can observe them or inject failures (a full disk, a failed rename or directory sync, a failing read) at exact
 * points. {@link #local()} is the real file system.
 */
public interface DurableIo {

    /** The real file system. */
    static DurableIo local() {
        return LocalDurableIo.instance();
    }

    /** Creates a new file for writing (it must not exist). */
    WritableFile create(Path file) throws IOException;

    /** Renames {@code source} to {@code target} atomically, replacing {@code target} if it exists. */
    void atomicMove(Path source, Path target) throws IOException;

    /** Makes the directory's entries (created, renamed, deleted files) durable. */
    void syncDirectory(Path dir) throws IOException;

    /** Deletes a file if it exists. */
    void delete(Path file) throws IOException;

    /**
     * Opens a file for reading. Part of the seam so that what reads back durable files (a store's restore and
     * verify) meets the same injected faults as what writes them; the default is the real file system.
     */
    default InputStream newInputStream(Path file) throws IOException {
        return Files.newInputStream(file);
    }

    /** A file being written. */
    interface WritableFile extends Closeable {

        /** Writes all remaining bytes of {@code src}. */
        void write(ByteBuffer src) throws IOException;

        /** Forces the file's data and metadata to the device. */
        void force() throws IOException;

        /**
         * Writes the data written so far to the device, concurrently with further {@link #write}s from another
         * thread; only a speed-up, so the default does nothing.
         */
        default void writeBack() throws IOException {
        }
    }
}
