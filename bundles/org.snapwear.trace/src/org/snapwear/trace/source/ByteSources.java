package org.snapwear.trace.source;

import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;

/** Helpers every {@link ByteSource} user needs: the head for detection, the file name, a copy to a file. */
public final class ByteSources {
    /** Chunk of {@link #copy}: large enough for few remote round trips, small enough for any heap. */
    private static final int COPY_CHUNK = 1 << 20;

    private ByteSources() {
    }

    /** The first {@code max} bytes (fewer for a shorter source), as format detection looks at them. */
    public static byte[] head(ByteSource source, int max) throws IOException {
        int n = (int) Math.min(max, source.size());
        ByteBuffer b = ByteBuffer.allocate(n);
        source.readFully(0, b);
        return b.array();
    }

    /** {@code length} bytes at {@code position} in a new heap buffer (position 0). */
    public static ByteBuffer read(ByteSource source, long position, int length) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(length);
        source.readFully(position, b);
        return b.flip();
    }

    /**
     * The last component of a source name, whether a local path or a URI ({@code hdfs://nn/run/model.pt} gives
     * {@code model.pt}); what readers match extensions against.
     */
    public static String fileName(String name) {
        String n = name;
        while (n.endsWith("/") && n.length() > 1) {
            n = n.substring(0, n.length() - 1);
        }
        int cut = Math.max(n.lastIndexOf('/'), n.lastIndexOf(java.io.File.separatorChar));
        return n.substring(cut + 1);
    }

    /** Copies the whole source to a file (created or replaced), in bounded memory. */
    public static void copy(ByteSource source, Path target) throws IOException {
        long size = source.size();
        ByteBuffer chunk = ByteBuffer.allocate((int) Math.min(COPY_CHUNK, Math.max(1, size)));
        try (OutputStream out = Files.newOutputStream(target)) {
            for (long at = 0; at < size;) {
                chunk.clear().limit((int) Math.min(chunk.capacity(), size - at));
                source.readFully(at, chunk);
                out.write(chunk.array(), 0, chunk.limit());
                at += chunk.limit();
            }
        }
    }

    /** The failure of a read that would pass the end: names the source and the offset. */
    public static EOFException endOfSource(ByteSource source, long offset) {
        return new EOFException(source.name() + " at offset " + offset + ": unexpected end of data");
    }

    /**
     * Refuses a negative position, and a read past {@code size}, before anything is read: what an implementation
     * of {@link ByteSource#readFully} calls first.
     */
    public static void checkRange(ByteSource source, long position, int length, long size) throws EOFException {
        if (position < 0) {
            throw new EOFException(source.name() + " at offset " + position + ": negative position");
        }
        if (position > size || length > size - position) {
            throw new EOFException(source.name() + " at offset " + position + ": " + length
                    + " bytes requested, but the data ends at " + size);
        }
    }
}
