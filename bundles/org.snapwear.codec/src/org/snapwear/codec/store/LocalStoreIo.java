package org.snapwear.codec.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * The real file system: FileChannel writes with {@code force(true)}, {@code ATOMIC_MOVE} renames and a directory
 * fsync through a read channel on the directory. Some platforms (Windows) cannot open a directory as a channel;
 * there the directory sync is skipped (renames are durable by the file system's own journaling there), which
 * {@link #directorySyncSupported()} reports.
 */
public final class LocalStoreIo implements StoreIo {
    private volatile boolean directorySyncSupported = true;

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

    @Override
    public void atomicMove(Path source, Path target) throws IOException {
        try {
            Files.move(source, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            throw new IOException("the file system of " + target.getParent()
                    + " cannot rename atomically; the snapshot store needs that for crash safety", e);
        }
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
    }

    @Override
    public void delete(Path file) throws IOException {
        Files.deleteIfExists(file);
    }

    /** False once opening a directory for fsync failed on this platform. */
    public boolean directorySyncSupported() {
        return directorySyncSupported;
    }
}
