package org.snapwear.trace.format.internal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;

/**
 * A read-only view of a file channel that refuses to map or read past the end of the file. Mapping a region
 * beyond EOF is "unspecified" in Java and in practice yields zeros up to the page end: a library reading a
 * truncated file through such a mapping (jhdf) would return invented zeros instead of failing.
 */
public final class BoundedFileChannel extends FileChannel {
    private final FileChannel ch;
    private final long size;

    public BoundedFileChannel(FileChannel ch) throws IOException {
        this.ch = ch;
        this.size = ch.size();
    }

    @Override
    public MappedByteBuffer map(MapMode mode, long position, long length) throws IOException {
        if (mode != MapMode.READ_ONLY) {
            throw new IOException("read-only channel");
        }
        if (position < 0 || length < 0 || position > size || length > size - position) {
            throw new IOException("region of " + length + " bytes at offset " + position + " is beyond the end of the "
                    + size + "-byte file");
        }
        return ch.map(mode, position, length);
    }

    @Override
    public int read(ByteBuffer dst) throws IOException {
        return ch.read(dst);
    }

    @Override
    public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
        return ch.read(dsts, offset, length);
    }

    @Override
    public int read(ByteBuffer dst, long position) throws IOException {
        return ch.read(dst, position);
    }

    @Override
    public int write(ByteBuffer src) throws IOException {
        throw new IOException("read-only channel");
    }

    @Override
    public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
        throw new IOException("read-only channel");
    }

    @Override
    public int write(ByteBuffer src, long position) throws IOException {
        throw new IOException("read-only channel");
    }

    @Override
    public long position() throws IOException {
        return ch.position();
    }

    @Override
    public FileChannel position(long newPosition) throws IOException {
        ch.position(newPosition);
        return this;
    }

    @Override
    public long size() {
        return size;
    }

    @Override
    public FileChannel truncate(long s) throws IOException {
        throw new IOException("read-only channel");
    }

    @Override
    public void force(boolean metaData) throws IOException {
        // nothing written
    }

    @Override
    public long transferTo(long position, long count, WritableByteChannel target) throws IOException {
        return ch.transferTo(position, count, target);
    }

    @Override
    public long transferFrom(ReadableByteChannel src, long position, long count) throws IOException {
        throw new IOException("read-only channel");
    }

    @Override
    public FileLock lock(long position, long s, boolean shared) throws IOException {
        return ch.lock(position, s, shared);
    }

    @Override
    public FileLock tryLock(long position, long s, boolean shared) throws IOException {
        return ch.tryLock(position, s, shared);
    }

    @Override
    protected void implCloseChannel() throws IOException {
        ch.close();
    }
}
