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
 */
public final class ByteSourceChannel implements SeekableByteChannel {
    private final ByteSource source;
    private final long size;
    private long position;
    private boolean open = true;

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
        ByteBuffer part = dst.slice().limit(n);
        source.readFully(position, part);
        dst.position(dst.position() + n);
        position += n;
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
