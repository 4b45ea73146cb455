package org.snapwear.trace.source;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Random-access, read-only bytes of one checkpoint file that need not be a local file: a local file
 * ({@link FileByteSource}), bytes in memory ({@link ByteArraySource}), or a remote object read by positional
 * reads (a Hadoop {@code FSDataInputStream}, an HTTP range request). Readers use it to parse a checkpoint without
 * a local copy; every read names its position, so one source serves several threads at once.
 */
public interface ByteSource extends Closeable {

    /** What error messages name: a path or URI. */
    String name();

    /** The number of bytes; constant while the source is open. */
    long size() throws IOException;

    /**
     * Fills dst's remaining bytes from position; EOFException (naming name() and the offset) if the source ends
     * first. Thread-safe: positional, no shared cursor.
     */
    void readFully(long position, ByteBuffer dst) throws IOException;

    /**
     * The local file that holds exactly these bytes, if there is one. Readers then memory-map it instead of
     * copying tensors into the heap, and name it in {@link org.snapwear.trace.tensor.CheckpointFormatException#file()}.
     * Sources that are not local files keep the default, empty.
     */
    default Optional<Path> localPath() {
        return Optional.empty();
    }
}
