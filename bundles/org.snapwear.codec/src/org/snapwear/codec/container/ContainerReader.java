package org.snapwear.codec.container;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.zip.CRC32C;
import org.snapwear.trace.tensor.CheckpointFormatException;

/**
 * Reads one container from a stream: {@link #header()}, then {@link #nextChunk()} N times, then {@link #finish()}
 * which checks the CRC32C trailer and that nothing follows. Every error names the file, the offset and the
 * reason. Not thread-safe. Does not close the stream.
 */
public final class ContainerReader {
    /** Refuse chunk records larger than this (a corrupt length must not allocate gigabytes). */
    private static final int MAX_CHUNK_RECORD = 256 << 20;
    /** Zero bytes after the limit of a {@link #nextChunkReused()} buffer. */
    public static final int PADDING = 16;

    private final InputStream in;
    private final Path file;
    private final CRC32C crc = new CRC32C();
    private final ContainerHeader header;
    private long offset;
    private int chunksRead;
    private byte[] reused = new byte[0];

    /**
     * @param file names the input in error messages (may be null)
     */
    public ContainerReader(InputStream in, Path file) throws IOException {
        this.in = in;
        this.file = file;
        byte[] fixed = readFully(8, "header");
        int idLen = fixed[7] & 0xff;
        byte[] mid = readFully(Math.max(idLen, 1) + 28, "header");
        ByteBuffer lenView = ByteBuffer.wrap(mid, mid.length - 4, 4).order(ByteOrder.LITTLE_ENDIAN);
        int paramLen = lenView.getInt();
        if (paramLen < 0 || paramLen > MAX_CHUNK_RECORD) {
            throw new CheckpointFormatException(file, offset - 4, "bad parameter length " + paramLen);
        }
        byte[] params = readFully(paramLen, "codec parameters");
        ByteBuffer all = ByteBuffer.allocate(fixed.length + mid.length + params.length);
        all.put(fixed).put(mid).put(params).flip();
        this.header = ContainerHeader.read(all, file);
    }

    public ContainerHeader header() {
        return header;
    }

    /** Bytes consumed so far. */
    public long offset() {
        return offset;
    }

    /** The next chunk's encoded bytes (a fresh heap buffer, little-endian, position 0). */
    public ByteBuffer nextChunk() throws IOException {
        int n = nextChunkLength();
        byte[] data = readFully(n, "chunk " + chunksRead);
        chunksRead++;
        return ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
    }

    /**
     * The next chunk's encoded bytes in a buffer this reader reuses (valid until the next call; little-endian,
     * position 0, limit = length). The backing array holds {@link #PADDING} zero bytes after the limit, so a
     * decoder may read it 8 bytes at a time without copying it first (saves one allocation and one copy of
     * every chunk when decoding a whole container).
     */
    public ByteBuffer nextChunkReused() throws IOException {
        int n = nextChunkLength();
        if (reused.length < n + PADDING) {
            reused = new byte[n + PADDING];
        }
        readRaw(reused, n, "chunk " + chunksRead);
        crc.update(reused, 0, n);
        java.util.Arrays.fill(reused, n, n + PADDING, (byte) 0);
        chunksRead++;
        return ByteBuffer.wrap(reused, 0, n).order(ByteOrder.LITTLE_ENDIAN);
    }

    private int nextChunkLength() throws IOException {
        if (chunksRead >= header.chunkCount()) {
            throw new IllegalStateException("all " + header.chunkCount() + " chunks already read");
        }
        long at = offset;
        byte[] len = readFully(4, "length of chunk " + chunksRead);
        int n = (len[0] & 0xff) | (len[1] & 0xff) << 8 | (len[2] & 0xff) << 16 | (len[3] & 0xff) << 24;
        if (n < 0 || n > MAX_CHUNK_RECORD) {
            throw new CheckpointFormatException(file, at, "bad length " + (n & 0xffffffffL) + " of chunk " + chunksRead);
        }
        return n;
    }

    /** Checks the trailer CRC32C and that the stream ends there; returns the container size. */
    public long finish() throws IOException {
        if (chunksRead != header.chunkCount()) {
            throw new IllegalStateException("only " + chunksRead + " of " + header.chunkCount() + " chunks read");
        }
        long expected = crc.getValue();
        long at = offset;
        byte[] t = new byte[4];
        readRaw(t, "CRC32C trailer");
        long stored = (t[0] & 0xffL) | (t[1] & 0xffL) << 8 | (t[2] & 0xffL) << 16 | (t[3] & 0xffL) << 24;
        if (stored != expected) {
            throw new CheckpointFormatException(file, at, String.format(
                    "CRC32C mismatch: stored 0x%08x, computed 0x%08x (corrupt data)", stored, expected));
        }
        if (in.read() != -1) {
            throw new CheckpointFormatException(file, offset, "unexpected bytes after the CRC32C trailer");
        }
        return offset;
    }

    private byte[] readFully(int n, String what) throws IOException {
        byte[] b = new byte[n];
        readRaw(b, what);
        crc.update(b, 0, n);
        return b;
    }

    private void readRaw(byte[] b, String what) throws IOException {
        readRaw(b, b.length, what);
    }

    private void readRaw(byte[] b, int n, String what) throws IOException {
        int done = 0;
        while (done < n) {
            int r = in.read(b, done, n - done);
            if (r < 0) {
                throw new CheckpointFormatException(file, offset + done, "truncated " + what + ": "
                        + (n - done) + " more bytes expected", new EOFException());
            }
            done += r;
        }
        offset += n;
    }
}
