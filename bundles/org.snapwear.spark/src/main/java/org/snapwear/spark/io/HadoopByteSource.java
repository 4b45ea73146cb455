package org.snapwear.spark.io;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.snapwear.trace.source.ByteSource;
import org.snapwear.trace.source.ByteSources;

/**
 * A file on a Hadoop file system read by positional reads ({@code PositionedReadable.readFully}: no shared cursor,
 * so several threads may read at once, and an object store turns each into one ranged request).
 */
public final class HadoopByteSource implements ByteSource {
    /** Heap staging for direct destination buffers, read in pieces of this size. */
    private static final int STAGING_BYTES = 1 << 20;
    private final String name;
    private final long size;
    private final FSDataInputStream in;

    private HadoopByteSource(String name, long size, FSDataInputStream in) {
        this.name = name;
        this.size = size;
        this.in = in;
    }

    /** Opens {@code uri} on the file system its scheme names. */
    public static HadoopByteSource open(String uri, Configuration conf) throws IOException {
        Path p = new Path(uri);
        return open(p.getFileSystem(conf), p);
    }

    public static HadoopByteSource open(FileSystem fs, Path p) throws IOException {
        long size = fs.getFileStatus(p).getLen();
        return new HadoopByteSource(p.toString(), size, fs.open(p));
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public long size() {
        return size;
    }

    @Override
    public void readFully(long position, ByteBuffer dst) throws IOException {
        int n = dst.remaining();
        if (position < 0 || position > size - n) {
            throw ByteSources.endOfSource(this, Math.max(position, size));
        }
        try {
            if (dst.hasArray()) {
                in.readFully(position, dst.array(), dst.arrayOffset() + dst.position(), n);
                dst.position(dst.limit());
                return;
            }
            byte[] staging = new byte[Math.min(n, STAGING_BYTES)];
            long at = position;
            while (dst.hasRemaining()) {
                int k = Math.min(dst.remaining(), staging.length);
                in.readFully(at, staging, 0, k);
                dst.put(staging, 0, k);
                at += k;
            }
        } catch (EOFException e) {
            throw ByteSources.endOfSource(this, position);
        }
    }

    @Override
    public void close() throws IOException {
        in.close();
    }

    @Override
    public String toString() {
        return name;
    }
}
