package org.snapwear.codec.store;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

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
        FileChannel ch = FileChannel.open(dir.resolve(StoreFiles.LOCK), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE);
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
