package org.snapwear.codec.pipeline;

import java.io.IOException;

/**
 * Compresses one block of bytes independently of every other block. Implementations are immutable and
 * thread-safe; the per-thread state (a Deflater, a zstd context) lives in a {@link Session}, one per worker,
 * so workers never share native compressor state.
 */
public interface BlockCompressor {

    /** Stable id written into the stream header (e.g. {@code deflate-6}). */
    String id();

    /** Upper bound of {@link Session#compress} output for a block of {@code rawLength} bytes. */
    int maxCompressedLength(int rawLength);

    /** A new session for the calling thread; close it when the thread is done. */
    Session newSession();

    /** Per-thread compressor and decompressor state. */
    interface Session extends AutoCloseable {

        /**
         * Compresses {@code src[srcOff, srcOff+srcLen)} into {@code dst} at {@code dstOff}; {@code dst} has at least
         * {@link BlockCompressor#maxCompressedLength(int)} bytes of room. Deterministic: the same input gives the
         * same bytes on any thread. A compressor may instead return any value {@code >= srcLen} (with {@code dst}
         * content undefined) to say the block does not get smaller; the pipeline then stores it uncompressed.
         *
         * @return the compressed length, or a value {@code >= srcLen} for "store raw"
         */
        int compress(byte[] src, int srcOff, int srcLen, byte[] dst, int dstOff) throws IOException;

        /**
         * Decompresses exactly {@code rawLength} bytes into {@code dst} at {@code dstOff}.
         *
         * @throws IOException if the bytes are not a valid block or do not expand to {@code rawLength} bytes
         */
        void decompress(byte[] src, int srcOff, int srcLen, byte[] dst, int dstOff, int rawLength) throws IOException;

        @Override
        void close();
    }
}
