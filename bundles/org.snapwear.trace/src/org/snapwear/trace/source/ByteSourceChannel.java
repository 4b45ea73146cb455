package org.snapwear.trace.source;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.SeekableByteChannel;

/**
 * A read-only {@link SeekableByteChannel} over a {@link ByteSource}, for libraries that read through a channel
 * (commons-compress's {@code ZipFile} opens one, so a torch zip is read with no local file). The channel has its
 * own position, so it serves one thread; the source stays shareable. Closing the channel does not close the
 * source: whoever opened the source closes it.
 *
 * <p>Reads smaller than {@value #BLOCK} bytes are served from one cached block read ahead from the source: a zip
 * library reads its central directory in many reads of a few dozen bytes, and over a remote source each read is a
 * round trip. Larger reads go straight to the source.
 */
public final class ByteSourceChannel implements SeekableByteChannel {
    /** Read-ahead block size. */
    static final int BLOCK = 64 * 1024;

    private final ByteSource source;
    private final long size;
    private long position;
    private boolean open = true;
    /** The cached block and where it starts in the source; empty until the first small read. */
    private ByteBuffer block = ByteBuffer.allocate(0);
    private long blockStart;

    public ByteSourceChannel(ByteSource source) throws IOException {
        this.source = source;
        this.size = source.size();
    }

    public ByteSource source() {
        return source;
    }

    @Override
    public int read(ByteBuffer dst) throws IOException {
        checkOpen();
        if (position >= size) {
            return -1;
        }
        int n = (int) Math.min(dst.remaining(), size - position);
        if (n == 0) {
            return 0;
        }
        if (n >= BLOCK) {
            ByteBuffer part = dst.slice().limit(n);
            source.readFully(position, part);
            dst.position(dst.position() + n);
            position += n;
            return n;
        }
        // fills all n bytes (a reader that takes a short read for the end of data must not see one mid-file)
        for (int done = 0; done < n;) {
            if (position < blockStart || position >= blockStart + block.limit()) {
                int len = (int) Math.min(BLOCK, size - position);
                ByteBuffer b = ByteBuffer.allocate(len);
                source.readFully(position, b);
                block = b.flip();
                blockStart = position;
            }
            int from = (int) (position - blockStart);
            int got = Math.min(n - done, block.limit() - from);
            dst.put(block.duplicate().position(from).limit(from + got));
            position += got;
            done += got;
        }
        return n;
    }

    @Override
    public int write(ByteBuffer src) {
        throw new NonWritableChannelException();
    }

    @Override
    public long position() throws IOException {
        checkOpen();
        return position;
    }

    @Override
    public SeekableByteChannel position(long newPosition) throws IOException {
        checkOpen();
        if (newPosition < 0) {
            throw new IllegalArgumentException("negative position " + newPosition);
        }
        position = newPosition;
        return this;
    }

    @Override
    public long size() throws IOException {
        checkOpen();
        return size;
    }

    @Override
    public SeekableByteChannel truncate(long newSize) {
        throw new NonWritableChannelException();
    }

    @Override
    public boolean isOpen() {
        return open;
    }

    @Override
    public void close() {
        open = false;
    }

    private void checkOpen() throws ClosedChannelException {
        if (!open) {
            throw new ClosedChannelException();
        }
    }
}
