package org.snapwear.codec.pipeline;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.SeekableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;

import org.snapwear.trace.tensor.CheckpointFormatException;

/**
 * Reads a {@link PipelineFormat} stream back: checks footer, header and index for consistency, then expands the
 * blocks one at a time (memory: one stored and one raw block). Any inconsistency is a
 * {@link CheckpointFormatException} naming the stream, the offset and the reason.
 */
public final class PipelineDecoder {
    private final BlockCompressor compressor;

    public PipelineDecoder(BlockCompressor compressor) {
        this.compressor = compressor;
    }

    /**
     * Decodes {@code in} (positioned anywhere; absolute reads are used) into {@code out}.
     *
     * @param name file name used in error messages
     * @return the number of raw bytes written
     */
    public long decode(SeekableByteChannel in, Path name, WritableByteChannel out) throws IOException {
        long size = in.size();
        ByteBuffer head = read(in, name, 0, (int) Math.min(size, 14));
        if (head.remaining() < 14 || !Arrays.equals(bytes(head, 0, 8), PipelineFormat.MAGIC)) {
            throw new CheckpointFormatException(name, 0, "not a Snapwear pipeline stream (magic SWPIPE01 missing)");
        }
        int blockSize = head.getInt(8);
        int idLen = head.getShort(12) & 0xffff;
        long headerLen = 14L + idLen;
        if (blockSize < 1 || headerLen + PipelineFormat.FOOTER_BYTES > size) {
            throw new CheckpointFormatException(name, 8, "bad header: block size " + blockSize + ", id length " + idLen
                    + " in a stream of " + size + " bytes");
        }
        String id = new String(bytes(read(in, name, 14, idLen), 0, idLen), StandardCharsets.UTF_8);
        if (!id.equals(compressor.id())) {
            throw new CheckpointFormatException(name, 14, "stream was written by compressor '" + id
                    + "', decoder is '" + compressor.id() + "'");
        }
        long footerAt = size - PipelineFormat.FOOTER_BYTES;
        ByteBuffer footer = read(in, name, footerAt, PipelineFormat.FOOTER_BYTES);
        if (!Arrays.equals(bytes(footer, 24, 8), PipelineFormat.END_MAGIC)) {
            throw new CheckpointFormatException(name, footerAt + 24, "footer magic SWPEND01 missing (truncated stream?)");
        }
        long indexOffset = footer.getLong(0);
        long blocks = footer.getLong(8);
        long rawBytes = footer.getLong(16);
        if (blocks < 0 || indexOffset < headerLen || blocks > (footerAt - indexOffset) / PipelineFormat.INDEX_ENTRY_BYTES
                || indexOffset + blocks * PipelineFormat.INDEX_ENTRY_BYTES != footerAt) {
            throw new CheckpointFormatException(name, footerAt, "footer says " + blocks + " blocks with the index at "
                    + indexOffset + ", which does not fit the " + size + "-byte stream");
        }
        int maxStored = BlockStorer.scratchSize(compressor, blockSize);
        byte[] stored = new byte[maxStored];
        byte[] raw = new byte[blockSize];
        long pos = headerLen;
        long total = 0;
        java.util.zip.CRC32C check = new java.util.zip.CRC32C();
        ByteBuffer entry = ByteBuffer.allocate(PipelineFormat.INDEX_ENTRY_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        try (BlockCompressor.Session session = compressor.newSession()) {
            for (long i = 0; i < blocks; i++) {
                long entryAt = indexOffset + i * PipelineFormat.INDEX_ENTRY_BYTES;
                entry.clear();
                readFully(in, name, entry, entryAt);
                int storedWithFlag = entry.getInt(0);
                int rawLen = entry.getInt(4);
                int crc = entry.getInt(8);
                int n = BlockStorer.length(storedWithFlag);
                boolean isRaw = (storedWithFlag & PipelineFormat.RAW_FLAG) != 0;
                if (rawLen < 1 || rawLen > blockSize || n > maxStored || pos + n > indexOffset
                        || (isRaw && n != rawLen) || (i < blocks - 1 && rawLen != blockSize)) {
                    throw new CheckpointFormatException(name, entryAt, "index entry of block " + i + " is inconsistent: "
                            + n + " stored, " + rawLen + " raw bytes (block size " + blockSize + ")");
                }
                ByteBuffer sb = ByteBuffer.wrap(stored, 0, n);
                readFully(in, name, sb, pos);
                if (isRaw) {
                    System.arraycopy(stored, 0, raw, 0, n);
                } else {
                    try {
                        session.decompress(stored, 0, n, raw, 0, rawLen);
                    } catch (IOException e) {
                        throw new CheckpointFormatException(name, pos, "block " + i + ": " + e.getMessage(), e);
                    }
                }
                check.reset();
                check.update(raw, 0, rawLen);
                if ((int) check.getValue() != crc) {
                    throw new CheckpointFormatException(name, pos, "block " + i + " (" + n + " stored bytes at this offset)"
                            + " fails its CRC32C check: index says " + Integer.toHexString(crc) + ", data gives "
                            + Long.toHexString(check.getValue()));
                }
                ByteBuffer rb = ByteBuffer.wrap(raw, 0, rawLen);
                while (rb.hasRemaining()) {
                    out.write(rb);
                }
                pos += n;
                total += rawLen;
            }
        }
        if (pos != indexOffset || total != rawBytes) {
            throw new CheckpointFormatException(name, pos, "blocks end at " + pos + " and expand to " + total
                    + " bytes; the footer says index at " + indexOffset + " and " + rawBytes + " raw bytes");
        }
        return total;
    }

    private static ByteBuffer read(SeekableByteChannel in, Path name, long pos, int len) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(len).order(ByteOrder.LITTLE_ENDIAN);
        readFully(in, name, b, pos);
        return b.flip();
    }

    private static void readFully(SeekableByteChannel in, Path name, ByteBuffer b, long pos) throws IOException {
        in.position(pos);
        while (b.hasRemaining()) {
            if (in.read(b) < 0) {
                throw new CheckpointFormatException(name, in.position(), "unexpected end of stream");
            }
        }
    }

    private static byte[] bytes(ByteBuffer b, int off, int len) {
        byte[] out = new byte[len];
        b.get(off, out);
        return out;
    }
}
