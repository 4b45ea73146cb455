package org.snapwear.codec.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Path;

import org.snapwear.trace.io.DurableIo;
import org.snapwear.trace.io.LocalDurableIo;

/**
 * The real file system, as {@link DurableIo#local()} does it (FileChannel writes with {@code force(true)},
 * {@code ATOMIC_MOVE} renames, a directory fsync skipped where the platform cannot open a directory, which
 * {@link #directorySyncSupported()} reports), with the store's own message when a rename cannot be atomic.
 */
public final class LocalStoreIo implements StoreIo {
    private final LocalDurableIo local = LocalDurableIo.instance();

    @Override
    public WritableFile create(Path file) throws IOException {
        DurableIo.WritableFile f = local.create(file);
        return new WritableFile() {
            @Override
            public void write(ByteBuffer src) throws IOException {
                f.write(src);
            }

            @Override
            public void force() throws IOException {
                f.force();
            }

            @Override
            public void writeBack() throws IOException {
                f.writeBack();
            }

            @Override
            public void close() throws IOException {
                f.close();
            }
        };
    }

    @Override
    public void atomicMove(Path source, Path target) throws IOException {
        try {
            local.atomicMove(source, target);
        } catch (AtomicMoveNotSupportedException e) {
            throw new IOException("the file system of " + target.getParent()
                    + " cannot rename atomically; the snapshot store needs that for crash safety", e);
        }
    }

    @Override
    public void syncDirectory(Path dir) throws IOException {
        local.syncDirectory(dir);
    }

    @Override
    public void delete(Path file) throws IOException {
        local.delete(file);
    }

    /** False once opening a directory for fsync failed on this platform. */
    public boolean directorySyncSupported() {
        return local.directorySyncSupported();
    }
}
