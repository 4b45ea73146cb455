package org.snapwear.codec.container;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import org.snapwear.trace.tensor.TensorInfo;

/**
 * Buffers for decoded tensors in a memory-mapped temporary file instead of the Java heap, so rebuilding the
 * references of a save, a restore, a verify and a scheme simulation need heap per chunk, not per checkpoint (a 10 GiB checkpoint with a
 * 1 GiB heap). The file is unlinked as soon as it is created: the mappings keep it alive, and nothing is left behind
 * even after kill -9. Its pages are ordinary page cache, written to disk only under memory pressure.
 * <p>
 * Tensors are placed in windows of at least {@link #WINDOW_BYTES}, one mapping per window: a process may hold only
 * about 65,000 mappings, and a checkpoint can have tens of thousands of small tensors.
 */
public final class ScratchSpace implements AutoCloseable {
    /**
     * Snapshots with at most this many tensor bytes decode on the heap (faster for small ones, no file at all); the
     * system property {@code snapwear.scratch.heapBytes} changes it (tests set 0 to send everything through here).
     */
    public static long heapLimit() {
        return Long.getLong("snapwear.scratch.heapBytes", 64L << 20);
    }
    static final long WINDOW_BYTES = 64L << 20;

    private final FileChannel channel;
    private MappedByteBuffer window;
    private long windowStart;
    private long end;

    private ScratchSpace(FileChannel channel) {
        this.channel = channel;
    }

    /**
     * Heap buffers for snapshots of at most {@link #heapLimit()} bytes, scratch space for larger ones; closing the
     * snapshot the buffers end up in should close what this returns (null for the heap).
     */
    public static ScratchSpace forBytes(long bytes) throws IOException {
        return bytes > heapLimit() ? create() : null;
    }

    /** A buffer from {@code scratch}, or from the heap if it is null. */
    public static ByteBuffer allocate(ScratchSpace scratch, TensorInfo t) {
        return scratch == null ? ByteBuffer.allocate(Math.toIntExact(t.byteSize())) : scratch.allocate(t);
    }

    /** A scratch file in {@code java.io.tmpdir} (set {@code -Djava.io.tmpdir} to put it on a RAM disk). */
    public static ScratchSpace create() throws IOException {
        Path f = Files.createTempFile("snapwear-scratch-", ".bin");
        try {
            FileChannel ch = FileChannel.open(f, StandardOpenOption.READ, StandardOpenOption.WRITE);
            return new ScratchSpace(ch);
        } finally {
            Files.deleteIfExists(f);
        }
    }

    /** A zeroed buffer of exactly the tensor's size. */
    public ByteBuffer allocate(TensorInfo t) {
        long n = t.byteSize();
        try {
            if (window == null || n > window.capacity() - (end - windowStart)) {
                long size = Math.max(WINDOW_BYTES, (n + 63) & ~63L);
                windowStart = end;
                window = channel.map(FileChannel.MapMode.READ_WRITE, windowStart, size);
                end = windowStart;
            }
            int from = (int) (end - windowStart);
            end += (n + 63) & ~63L;
            return window.duplicate().position(from).limit(from + (int) n).slice().order(ByteOrder.LITTLE_ENDIAN);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot map " + n + " bytes of scratch space in "
                    + System.getProperty("java.io.tmpdir") + ": " + e.getMessage(), e);
        }
    }

    /** Releases the file; the buffers stay valid until the garbage collector unmaps them. */
    @Override
    public void close() throws IOException {
        channel.close();
    }
}
