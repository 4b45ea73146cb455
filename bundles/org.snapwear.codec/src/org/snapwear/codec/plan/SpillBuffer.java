package org.snapwear.codec.plan;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * An encoded container being simulated: kept in memory up to {@link #memoryLimit()} bytes, in a temporary file beyond,
 * so simulating a scheme on checkpoints of any size needs bounded heap. Read it back with {@link #open()} once it is
 * written; {@link #release()} removes the file.
 */
final class SpillBuffer extends OutputStream {
    /** 64 MiB; the system property {@code snapwear.spill.memoryBytes} changes it (tests set 0). */
    static int memoryLimit() {
        return Integer.getInteger("snapwear.spill.memoryBytes", 64 << 20);
    }

    private final int limit = memoryLimit();

    private ByteArrayOutputStream memory = new ByteArrayOutputStream();
    private Path file;
    private OutputStream fileOut;
    private long size;

    @Override
    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        if (file == null && memory.size() + (long) len > limit) {
            file = Files.createTempFile("snapwear-simulated-", ".swc");
            fileOut = new BufferedOutputStream(Files.newOutputStream(file), 1 << 20);
            memory.writeTo(fileOut);
            memory = null;
        }
        if (file == null) {
            memory.write(b, off, len);
        } else {
            fileOut.write(b, off, len);
        }
        size += len;
    }

    /** Bytes written. */
    long size() {
        return size;
    }

    /** The bytes written so far, from the start. */
    InputStream open() throws IOException {
        if (file == null) {
            return new ByteArrayInputStream(memory.toByteArray());
        }
        fileOut.flush();
        return new BufferedInputStream(Files.newInputStream(file), 1 << 16);
    }

    /** Copies the bytes to {@code out}. */
    void copyTo(OutputStream out) throws IOException {
        try (InputStream in = open()) {
            in.transferTo(out);
        }
    }

    /** Removes the temporary file, if any. */
    void release() throws IOException {
        if (file != null) {
            fileOut.close();
            Files.deleteIfExists(file);
        }
    }
}
