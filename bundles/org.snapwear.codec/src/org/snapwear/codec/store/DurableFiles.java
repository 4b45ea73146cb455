package org.snapwear.codec.store;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.zip.Checksum;

import org.snapwear.trace.io.DurableIo;
import org.snapwear.trace.io.DurableWrite;

/**
 * The store's durable writes: {@link org.snapwear.trace.io.DurableFiles} (temp file in the same directory, forced,
 * atomically renamed, directory forced) through the store's {@link StoreIo}, plus what the store needs on the way:
 * the size and CRC32C of what was written and write-behind of large files ({@link WriteBehind}).
 */
public final class DurableFiles {
    /** Prefix of temp files; whatever carries it after a crash is an interrupted write. */
    public static final String TEMP_PREFIX = org.snapwear.trace.io.DurableFiles.TEMP_PREFIX;

    private DurableFiles() {
    }

    /** Produces the content of a file. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /** Size and CRC32C of a written file (of its content without the trailer, if one was named). */
    public record Written(Path file, long size, long crc32c) {
    }

    /** Thrown when the rename succeeded but the directory could not be made durable afterwards. */
    public static final class RenamedButNotSynced extends IOException {
        private static final long serialVersionUID = 1L;

        RenamedButNotSynced(Path file, IOException cause) {
            super(file + ": renamed into place but the directory could not be synced: " + cause.getMessage(), cause);
        }
    }

    /**
     * Writes {@code content} durably to {@code dir/name}. On failure before the rename the temp file is removed
     * and nothing else changed; the exception names the file.
     *
     * @throws RenamedButNotSynced if only the final directory sync failed (the new file is visible)
     */
    public static Written write(StoreIo io, Path dir, String name, Content content) throws IOException {
        return write(io, dir, name, 0, content);
    }

    /**
     * As {@link #write(StoreIo, Path, String, Content)}, with the returned CRC32C leaving out the last
     * {@code trailerBytes} bytes of the file (a codec container's own CRC32C trailer).
     */
    static Written write(StoreIo io, Path dir, String name, int trailerBytes, Content content) throws IOException {
        Path target = dir.resolve(name);
        Checksum crc = new ContentCrc32c(trailerBytes);
        long size;
        try (DurableWrite w = org.snapwear.trace.io.DurableFiles.open(io, dir, name)) {
            CountingOutput out = new CountingOutput(w.file(), crc);
            try (WriteBehind behind = new WriteBehind(name, w.file()::writeBack)) {
                out.behind = behind;
                content.writeTo(out);
                out.flushBuffer();
            }
            size = out.count;
            w.commit();
        } catch (org.snapwear.trace.io.DurableFiles.RenamedButNotSynced e) {
            throw new RenamedButNotSynced(target, (IOException) e.getCause());
        } catch (IOException | RuntimeException e) {
            if (e instanceof IOException && e.getMessage() != null
                    && e.getMessage().contains(target.getFileName().toString())) {
                throw (IOException) e;
            }
            throw new IOException("writing " + target + " failed: " + e.getMessage(), e);
        }
        return new Written(target, size, crc.getValue());
    }

    /** Buffers writes (64 KB), counts bytes and updates the CRC32C of everything written. */
    private static final class CountingOutput extends OutputStream {
        private final DurableIo.WritableFile file;
        private final Checksum crc;
        private final ByteBuffer buffer = ByteBuffer.allocate(1 << 16);
        long count;
        WriteBehind behind;

        CountingOutput(DurableIo.WritableFile file, Checksum crc) {
            this.file = file;
            this.crc = crc;
        }

        @Override
        public void write(int b) throws IOException {
            if (!buffer.hasRemaining()) {
                flushBuffer();
            }
            buffer.put((byte) b);
            crc.update(b);
            count++;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            crc.update(b, off, len);
            count += len;
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
            int n = buffer.remaining();
            file.write(buffer);
            buffer.clear();
            if (behind != null) {
                behind.written(n);
            }
        }

        @Override
        public void close() {
            // The file itself is closed by the durable write.
        }
    }
}
