package org.snapwear.trace.source;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * A local file read by {@link FileChannel} positional reads (which need no shared cursor, so the source is
 * thread-safe). Its {@link #localPath()} lets readers memory-map the file as they do for a {@link Path}.
 */
public final class FileByteSource implements ByteSource {
    private final Path file;
    private final FileChannel channel;
    private final long size;

    private FileByteSource(Path file, FileChannel channel) throws IOException {
        this.file = file;
        this.channel = channel;
        this.size = channel.size();
    }

    /** Opens the file for reading; the caller closes the source. */
    public static FileByteSource open(Path file) throws IOException {
        FileChannel ch = FileChannel.open(file, StandardOpenOption.READ);
        try {
            return new FileByteSource(file, ch);
        } catch (IOException | RuntimeException e) {
            ch.close();
            throw e;
        }
    }

    /** The channel (for memory mapping); closing the source closes it. */
    public FileChannel channel() {
        return channel;
    }

    @Override
    public String name() {
        return file.toString();
    }

    /** The size when the source was opened: a file that grows later is still read as it was. */
    @Override
    public long size() {
        return size;
    }

    @Override
    public void readFully(long position, ByteBuffer dst) throws IOException {
        ByteSources.checkRange(this, position, dst.remaining(), size);
        long p = position;
        while (dst.hasRemaining()) {
            int n = channel.read(dst, p);
            if (n < 0) {
                throw ByteSources.endOfSource(this, p);
            }
            p += n;
        }
    }

    @Override
    public Optional<Path> localPath() {
        return Optional.of(file);
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }

    @Override
    public String toString() {
        return name();
    }
}
