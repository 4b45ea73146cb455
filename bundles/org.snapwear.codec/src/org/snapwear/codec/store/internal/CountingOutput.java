package org.snapwear.codec.store.internal;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.zip.Checksum;

import org.snapwear.trace.io.DurableIo;

/**
 * The stream a store write goes through: buffers (64 KB), counts the bytes, updates the CRC32C of everything written
 * and tells the write-behind how far the file got.
 */
final class CountingOutput extends OutputStream {
    private final DurableIo.WritableFile file;
    private final Checksum crc;
    private final ByteBuffer buffer = ByteBuffer.allocate(1 << 16);
    private long count;
    private WriteBehind behind;

    CountingOutput(DurableIo.WritableFile file, Checksum crc) {
        this.file = file;
        this.crc = crc;
    }

    void behind(WriteBehind b) {
        this.behind = b;
    }

    long count() {
        return count;
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
