package org.snapwear.codec.pipeline;

import java.io.IOException;

/**
 * Turns one raw block into its stored form: the compressed bytes, or the raw bytes with the raw flag when
 * compression does not make the block smaller (random data), so a stored block is never larger than raw + 0.
 * The result is a pure function of the block, which is what makes every mode produce the same stream.
 */
final class BlockStorer {
    private final BlockCompressor.Session session;
    private final byte[] scratch;
    private final java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
    private int lastCrc;

    BlockStorer(BlockCompressor compressor, BlockCompressor.Session session, int blockSize) {
        this.session = session;
        this.scratch = new byte[Math.max(blockSize, compressor.maxCompressedLength(blockSize))];
    }

    static int scratchSize(BlockCompressor compressor, int blockSize) {
        return Math.max(blockSize, compressor.maxCompressedLength(blockSize));
    }

    /** Stores {@code src[0, len)} into {@link #bytes()}; returns the stored length with the raw flag if uncompressed. */
    int store(byte[] src, int len) throws IOException {
        crc.reset();
        crc.update(src, 0, len);
        lastCrc = (int) crc.getValue();
        int n = session.compress(src, 0, len, scratch, 0);
        if (n >= len) {
            System.arraycopy(src, 0, scratch, 0, len);
            return len | PipelineFormat.RAW_FLAG;
        }
        return n;
    }

    /** CRC32C of the raw block passed to the last {@link #store} call. */
    int crc() {
        return lastCrc;
    }

    byte[] bytes() {
        return scratch;
    }

    static int length(int storedWithFlag) {
        return storedWithFlag & ~PipelineFormat.RAW_FLAG;
    }
}
