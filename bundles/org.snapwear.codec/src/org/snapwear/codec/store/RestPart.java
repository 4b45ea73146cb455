package org.snapwear.codec.store;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32C;
import java.util.zip.CheckedOutputStream;

import org.snapwear.trace.checkpoint.ScannedCheckpoint;
import org.snapwear.trace.tensor.CheckpointFormatException;

import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdInputStream;
import com.github.luben.zstd.ZstdOutputStream;

/**
 * The rest file of a whole checkpoint: {@code SWR1}, a flags byte (1 = compressed against the reference's rest
 * stream as a zstd dictionary), the u64 little-endian length of the stream, then one zstd frame of the stream:
 * u32 length of the tree JSON ({@link StoredTree}), the JSON, and the residual bytes ({@link Residuals}).
 * <p>
 * Pickles, JSON and zip records change little between checkpoints, so the previous version's stream as a
 * dictionary ("delta-coded against the previous version") usually shrinks them further; both are tried and the
 * smaller is kept. Streams over {@link #MAX_IN_MEMORY} (checkpoints with large files Snapwear does not
 * understand) are compressed as a stream without a dictionary, in bounded memory.
 */
final class RestPart {
    static final byte[] MAGIC = {'S', 'W', 'R', '1'};
    static final int HEADER_BYTES = 13;
    /** Streams up to this size are built in memory, compressed both ways, and may serve as the next dictionary. */
    static final long MAX_IN_MEMORY = 64L << 20;
    private static final int LEVEL = 3;
    private static final int MAX_TREE_BYTES = 256 << 20;

    private RestPart() {
    }

    /** What writing the rest file produced. */
    record Written(List<String> crc32c, boolean dictionary, long streamBytes, byte[] stream, long streamCrc32c) {
    }

    /**
     * Writes the rest file of {@code c}.
     *
     * @param dictionary the reference's stream, or null
     */
    static Written write(OutputStream out, ScannedCheckpoint c, byte[] dictionary) throws IOException {
        long residual = Residuals.size(c.tree());
        if (residual <= MAX_IN_MEMORY) {
            ByteArrayOutputStream gaps = new ByteArrayOutputStream((int) residual);
            List<String> crcs = List.of(Residuals.copy(c, gaps));
            byte[] stream = stream(new StoredTree(c.tree(), crcs).toJson(), gaps.toByteArray());
            byte[] plain = Zstd.compress(stream, LEVEL);
            byte[] delta = dictionary == null ? null : Zstd.compressUsingDict(stream, dictionary, LEVEL);
            boolean useDict = delta != null && delta.length < plain.length;
            out.write(header(useDict, stream.length));
            out.write(useDict ? delta : plain);
            return new Written(crcs, useDict, stream.length, stream, crc(stream));
        }
        List<String> crcs = List.of(Residuals.copy(c, null));
        byte[] json = new StoredTree(c.tree(), crcs).toJson();
        long length = 4L + json.length + residual;
        out.write(header(false, length));
        CRC32C crc = new CRC32C();
        ZstdOutputStream zstd = new ZstdOutputStream(new NonClosing(out), LEVEL);
        OutputStream z = new CheckedOutputStream(zstd, crc);
        z.write(lengthPrefix(json.length));
        z.write(json);
        Residuals.copy(c, z);
        zstd.close();
        return new Written(crcs, false, length, null, crc.getValue());
    }

    /**
     * The stream a checkpoint on disk would have, if it is at most {@link #MAX_IN_MEMORY} bytes (else null), for
     * recognising a kept entry on disk by its {@link PartEntry#streamCrc32c()}.
     */
    static byte[] streamOf(ScannedCheckpoint c) throws IOException {
        long residual = Residuals.size(c.tree());
        if (residual > MAX_IN_MEMORY) {
            return null;
        }
        ByteArrayOutputStream gaps = new ByteArrayOutputStream((int) residual);
        List<String> crcs = List.of(Residuals.copy(c, gaps));
        return stream(new StoredTree(c.tree(), crcs).toJson(), gaps.toByteArray());
    }

    static long crc(byte[] b) {
        CRC32C crc = new CRC32C();
        crc.update(b);
        return crc.getValue();
    }

    private static byte[] stream(byte[] json, byte[] gaps) {
        byte[] s = new byte[4 + json.length + gaps.length];
        System.arraycopy(lengthPrefix(json.length), 0, s, 0, 4);
        System.arraycopy(json, 0, s, 4, json.length);
        System.arraycopy(gaps, 0, s, 4 + json.length, gaps.length);
        return s;
    }

    private static byte[] lengthPrefix(int n) {
        return ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(n).array();
    }

    private static byte[] header(boolean dict, long length) {
        ByteBuffer b = ByteBuffer.allocate(HEADER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        b.put(MAGIC).put((byte) (dict ? 1 : 0)).putLong(length);
        return b.array();
    }

    /** An opened rest file: its tree, and the residual bytes still to be read from {@code residual}. */
    record Opened(StoredTree tree, byte[] json, boolean dictionary, long streamBytes, InputStream residual) {
    }

    /** Supplies the reference's stream when a rest file needs it as its dictionary. */
    interface Dictionary {
        byte[] get() throws IOException;
    }

    /**
     * Opens a rest file read from {@code in}; the caller reads the residual bytes, then calls {@link #finish}.
     *
     * @param file names the file in errors
     */
    static Opened open(InputStream in, Path file, Dictionary dictionary) throws IOException {
        DataInputStream d = new DataInputStream(in);
        byte[] h = new byte[HEADER_BYTES];
        try {
            d.readFully(h);
        } catch (EOFException e) {
            throw new CheckpointFormatException(file, 0, "rest file is shorter than its " + HEADER_BYTES
                    + "-byte header");
        }
        ByteBuffer b = ByteBuffer.wrap(h).order(ByteOrder.LITTLE_ENDIAN);
        if (!Arrays.equals(Arrays.copyOf(h, 4), MAGIC)) {
            throw new CheckpointFormatException(file, 0, "not a rest file (magic is not SWR1)");
        }
        int flags = h[4];
        long length = b.getLong(5);
        if ((flags & ~1) != 0 || length < 4) {
            throw new CheckpointFormatException(file, 4, "bad rest file header (flags " + flags + ", length "
                    + length + ")");
        }
        ZstdInputStream z = new ZstdInputStream(in);
        if ((flags & 1) != 0) {
            z.setDict(dictionary.get());
        }
        int jsonLength = readLength(z, file);
        if (jsonLength < 2 || jsonLength > MAX_TREE_BYTES || jsonLength > length - 4) {
            throw new CheckpointFormatException(file, HEADER_BYTES, "tree length " + jsonLength
                    + " does not fit the stream of " + length + " bytes");
        }
        byte[] json = readFully(z, file, jsonLength);
        StoredTree tree;
        try {
            tree = StoredTree.fromJson(json);
        } catch (IllegalArgumentException e) {
            throw new CheckpointFormatException(file, HEADER_BYTES, e.getMessage(), e);
        }
        return new Opened(tree, json, (flags & 1) != 0, length, z);
    }

    /** The stream length a rest file's header records (reads the header only). */
    static long streamLength(InputStream in, Path file) throws IOException {
        byte[] h = in.readNBytes(HEADER_BYTES);
        if (h.length < HEADER_BYTES || !Arrays.equals(Arrays.copyOf(h, 4), MAGIC)) {
            throw new CheckpointFormatException(file, 0, "not a rest file (no SWR1 header)");
        }
        return ByteBuffer.wrap(h).order(ByteOrder.LITTLE_ENDIAN).getLong(5);
    }

    /** Reads the whole stream of a rest file into memory (for use as the next one's dictionary). */
    static byte[] readStream(InputStream in, Path file, Dictionary dictionary) throws IOException {
        Opened o = open(in, file, dictionary);
        byte[] json = o.json();
        long rest = o.streamBytes() - 4 - json.length;
        if (o.streamBytes() > MAX_IN_MEMORY || rest < 0) {
            throw new CheckpointFormatException(file, HEADER_BYTES, "stream of " + o.streamBytes()
                    + " bytes is too large to serve as a dictionary");
        }
        byte[] gaps = readFully(o.residual(), file, (int) rest);
        finish(o, file);
        return stream(json, gaps);
    }

    /** Fails unless the stream ends exactly where its header says. */
    static void finish(Opened o, Path file) throws IOException {
        try {
            if (o.residual().read() != -1) {
                throw new CheckpointFormatException(file, HEADER_BYTES, "the stream holds more bytes than the "
                        + "tree's files need");
            }
        } catch (IOException e) {
            throw corrupt(file, e);
        }
    }

    static int readLength(InputStream z, Path file) throws IOException {
        byte[] n = readFully(z, file, 4);
        return ByteBuffer.wrap(n).order(ByteOrder.LITTLE_ENDIAN).getInt();
    }

    static byte[] readFully(InputStream z, Path file, int n) throws IOException {
        try {
            byte[] out = z.readNBytes(n);
            if (out.length != n) {
                throw new CheckpointFormatException(file, HEADER_BYTES, "the stream ends early (truncated)");
            }
            return out;
        } catch (CheckpointFormatException e) {
            throw e;
        } catch (IOException e) {
            throw corrupt(file, e);
        }
    }

    static CheckpointFormatException corrupt(Path file, IOException e) {
        return new CheckpointFormatException(file, HEADER_BYTES, "the compressed stream is damaged: "
                + e.getMessage(), e);
    }

    /** Keeps the zstd stream's close from closing the store file (the durable writer closes it). */
    private static final class NonClosing extends java.io.FilterOutputStream {
        NonClosing(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }
}
