package org.snapwear.codec.store.internal;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Path;
import java.util.zip.CheckedInputStream;
import java.util.zip.Checksum;

import org.snapwear.trace.io.DurableFiles;
import org.snapwear.trace.io.DurableIo;
import org.snapwear.trace.io.DurableWrite;
import org.snapwear.trace.tensor.CheckpointFormatException;

/**
 * The one I/O object of a store directory, which saves, restores, verification and recovery all go through: durable
 * writes ({@link DurableFiles}: temp file, forced, atomically renamed, directory synced) that also return the size
 * and CRC32C of what was written and write the file back while it is produced ({@link WriteBehind}); checked reads of
 * part files (present, of the recorded size, CRC32C compared once read to the end); deletes and directory syncs. Every
 * operation goes through one {@link DurableIo}, so a test that injects a fault (a full disk, a failed rename, a
 * failing or short read) reaches saves and restores alike.
 */
public final class StoreDirectory {
    private static final int READ_BUFFER = 1 << 16;

    private final Path dir;
    private final DurableIo io;

    public StoreDirectory(Path dir, DurableIo io) {
        this.dir = dir;
        this.io = io;
    }

    /** Size and CRC32C of a written file (of its content without the trailer, if one was named). */
    public record Written(Path file, long size, long crc32c) {
    }

    /** What is done with a part file being read: the stream is checksummed, and read to its end afterwards. */
    @FunctionalInterface
    public interface PartReader<T> {
        T read(InputStream in, Path file) throws IOException;
    }

    public Path path() {
        return dir;
    }

    /** The seam itself, for restores that write outside the store through the same operations. */
    public DurableIo io() {
        return io;
    }

    public Path resolve(String name) {
        return dir.resolve(name);
    }

    /**
     * Writes {@code content} durably to {@code name} in the store, the returned CRC32C leaving out the last
     * {@code trailerBytes} bytes (a codec container's own CRC32C trailer). On failure before the rename the temp
     * file is removed and nothing else changed; the exception names the file.
     *
     * @throws DurableFiles.RenamedButNotSynced if only the final directory sync failed (the new file is visible)
     */
    public Written write(String name, int trailerBytes, DurableFiles.Content content) throws IOException {
        Path target = dir.resolve(name);
        Checksum crc = new ContentCrc32c(trailerBytes);
        long size;
        try (DurableWrite w = DurableFiles.open(io, dir, name)) {
            CountingOutput out = new CountingOutput(w.file(), crc);
            try (WriteBehind behind = new WriteBehind(name, w.file()::writeBack)) {
                out.behind(behind);
                content.writeTo(out);
                out.flushBuffer();
            }
            size = out.count();
            w.commit();
        } catch (DurableFiles.RenamedButNotSynced e) {
            throw e;
        } catch (AtomicMoveNotSupportedException e) {
            throw new IOException("the file system of " + dir + " cannot rename atomically; the snapshot store needs "
                    + "that for crash safety", e);
        } catch (IOException | RuntimeException e) {
            if (e instanceof IOException && e.getMessage() != null && e.getMessage().contains(name)) {
                throw (IOException) e;
            }
            throw new IOException("writing " + target + " failed: " + e.getMessage(), e);
        }
        return new Written(target, size, crc.getValue());
    }

    /** As {@link #write(String, int, DurableFiles.Content)} for a file without a trailer. */
    public Written write(String name, DurableFiles.Content content) throws IOException {
        return write(name, 0, content);
    }

    /**
     * The checked read of a part file, the one way the store reads what it wrote: the file must exist with the
     * recorded size; {@code reader} gets a buffered stream; the rest of the file is then read and its CRC32C
     * compared with the manifest's. A read that fails names the file and the offset it reached.
     *
     * @throws CheckpointFormatException naming the file and the offset for a missing, short or damaged file
     */
    public <T> T read(long iteration, StoredFile p, PartReader<T> reader) throws IOException {
        Path f = present(iteration, p);
        Checksum crc = FileCheck.checksum(p);
        T value;
        try (Counted counted = new Counted(io.newInputStream(f), f);
                InputStream in = new CheckedInputStream(new BufferedInputStream(counted, READ_BUFFER), crc)) {
            value = reader.read(in, f);
            in.transferTo(OutputStream.nullOutputStream());
        }
        FileCheck.crc(f, crc.getValue(), p);
        return value;
    }

    /** Reads the head of a part file without the CRC32C check (for a header the caller checks by itself). */
    public <T> T peek(long iteration, StoredFile p, PartReader<T> reader) throws IOException {
        Path f = present(iteration, p);
        try (Counted counted = new Counted(io.newInputStream(f), f);
                InputStream in = new BufferedInputStream(counted, READ_BUFFER)) {
            return reader.read(in, f);
        }
    }

    /** Size and CRC32C of a whole part file (one read). */
    public void check(long iteration, StoredFile p) throws IOException {
        read(iteration, p, (in, f) -> null);
    }

    /** Existence and size, before a read. */
    private Path present(long iteration, StoredFile p) throws IOException {
        return FileCheck.present(dir, iteration, p);
    }

    /** Deletes a file of the store if it is there. */
    public void delete(String name) throws IOException {
        io.delete(dir.resolve(name));
    }

    /** Makes the store directory's entries durable. */
    public void sync() throws IOException {
        io.syncDirectory(dir);
    }

    /** Makes another directory's entries durable (a restore's target) through the same seam. */
    public void syncDirectory(Path other) throws IOException {
        io.syncDirectory(other);
    }

    /** Counts what was read, so a failing read names how far it got. */
    private static final class Counted extends InputStream {
        private final InputStream in;
        private final Path file;
        private long offset;

        Counted(InputStream in, Path file) {
            this.in = in;
            this.file = file;
        }

        @Override
        public int read() throws IOException {
            int b;
            try {
                b = in.read();
            } catch (IOException e) {
                throw failed(e);
            }
            if (b >= 0) {
                offset++;
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n;
            try {
                n = in.read(b, off, len);
            } catch (IOException e) {
                throw failed(e);
            }
            if (n > 0) {
                offset += n;
            }
            return n;
        }

        private IOException failed(IOException e) {
            if (e instanceof CheckpointFormatException) {
                return e;
            }
            return new CheckpointFormatException(file, offset, "read failed: " + e.getMessage(), e);
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }
}
