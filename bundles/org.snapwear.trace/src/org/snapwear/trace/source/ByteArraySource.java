package org.snapwear.trace.source;

import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * Bytes held in memory, for small data and tests. It has no {@link #localPath()}, so a reader given one must
 * work by positional reads alone, exactly as over a remote object.
 */
public final class ByteArraySource implements ByteSource {
    private final String name;
    private final byte[] bytes;

    /**
     * @param name  what error messages name
     * @param bytes the content; not copied, the caller must not change it while the source is in use
     */
    public ByteArraySource(String name, byte[] bytes) {
        this.name = java.util.Objects.requireNonNull(name, "name");
        this.bytes = java.util.Objects.requireNonNull(bytes, "bytes");
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public long size() {
        return bytes.length;
    }

    @Override
    public void readFully(long position, ByteBuffer dst) throws IOException {
        int n = dst.remaining();
        ByteSources.checkRange(this, position, n, bytes.length);
        dst.put(bytes, (int) position, n);
    }

    @Override
    public void close() {
        // nothing held but the array
    }

    @Override
    public String toString() {
        return name;
    }
}
