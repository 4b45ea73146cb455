package org.snapwear.trace.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.atomic.LongAdder;

/**
 * The real file system: FileChannel writes with {@code force(true)}, {@code ATOMIC_MOVE} renames and a directory
 * fsync through a read channel on the directory. Some platforms (Windows) cannot open a directory as a channel;
 * there the directory sync is skipped (renames are durable by the file system's own journaling there), which
 * {@link #directorySyncSupported()} reports.
 */
public final class LocalDurableIo implements DurableIo {
    private static final LocalDurableIo INSTANCE = new LocalDurableIo();

    private volatile boolean directorySyncSupported = true;
    /** Directory syncs done, so that a test can check that a writer makes its renames durable. */
    private final LongAdder directorySyncs = new LongAdder();

    private LocalDurableIo() {
    }

    /** The one instance ({@link DurableIo#local()}). */
    public static LocalDurableIo instance() {
        return INSTANCE;
    }

    @Override
    public WritableFile create(Path file) throws IOException {
        FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        return new WritableFile() {
            @Override
            public void write(ByteBuffer src) throws IOException {
                while (src.hasRemaining()) {
                    ch.write(src);
                }
            }

            @Override
            public void force() throws IOException {
                ch.force(true);
            }

            @Override
            public void writeBack() throws IOException {
                ch.force(false); // FileChannel.force takes no position lock: writes go on meanwhile
            }

            @Override
            public void close() throws IOException {
                ch.close();
            }
        };
    }

    /**
     * Renames atomically. A temp file in its target's directory is always on the target's file system, so
     * {@link java.nio.file.AtomicMoveNotSupportedException} only comes from callers that rename across file systems
     * and is passed on to them.
     */
    @Override
    public void atomicMove(Path source, Path target) throws IOException {
        Files.move(source, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    @Override
    public void syncDirectory(Path dir) throws IOException {
        if (!directorySyncSupported) {
            return;
        }
        FileChannel ch;
        try {
            ch = FileChannel.open(dir, StandardOpenOption.READ);
        } catch (IOException | UnsupportedOperationException e) {
            // Windows: directories cannot be opened as channels. Nothing more can be done portably.
            directorySyncSupported = false;
            return;
        }
        try (ch) {
            ch.force(true);
        }
        directorySyncs.increment();
    }

    @Override
    public void delete(Path file) throws IOException {
        Files.deleteIfExists(file);
    }

    /** False once opening a directory for fsync failed on this platform. */
    public boolean directorySyncSupported() {
        return directorySyncSupported;
    }

    /** How many directory syncs this process has completed through the real file system. */
    public long directorySyncs() {
        return directorySyncs.sum();
    }
}
