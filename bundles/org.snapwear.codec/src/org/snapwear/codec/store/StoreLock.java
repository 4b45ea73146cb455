package org.snapwear.codec.store;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import org.snapwear.codec.store.internal.StoreFiles;

/**
 * The single-writer lock of a store: an exclusive {@link FileLock} on {@code .lock}, released by the operating
 * system if the process dies, so a killed writer never leaves a store locked.
 */
final class StoreLock implements AutoCloseable {
    private final FileChannel channel;
    private final FileLock lock;

    private StoreLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Takes the lock of {@code dir}.
     *
     * @throws IOException naming the store if another process (or this one) holds it
     */
    static StoreLock acquire(Path dir) throws IOException {
        Path file = dir.resolve(StoreFiles.LOCK);
        // Opening a FIFO for writing blocks until a reader appears, so a pipe (or anything else planted under the
        // name) would hang every writer without a word; a link could take the lock, and its creation, elsewhere.
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)
                && !Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException(file + ": not a regular file (" + kind(file) + "); the store's lock must be one"
                    + " (remove it and try again)");
        }
        FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                LinkOption.NOFOLLOW_LINKS);
        FileLock l;
        try {
            l = ch.tryLock();
        } catch (OverlappingFileLockException e) {
            ch.close();
            throw new IOException(dir + ": the store is already open for writing in this process", e);
        } catch (IOException | RuntimeException e) {
            ch.close();
            throw e;
        }
        if (l == null) {
            ch.close();
            throw new IOException(dir + ": the store is in use by another process (" + StoreFiles.LOCK
                    + " is locked)");
        }
        return new StoreLock(ch, l);
    }

    private static String kind(Path file) {
        if (Files.isSymbolicLink(file)) {
            return "a symbolic link";
        }
        return Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS) ? "a directory" : "a pipe, socket or device";
    }

    boolean isValid() {
        return lock.isValid();
    }

    @Override
    public void close() throws IOException {
        if (lock.isValid()) {
            lock.release();
        }
        channel.close();
    }
}
