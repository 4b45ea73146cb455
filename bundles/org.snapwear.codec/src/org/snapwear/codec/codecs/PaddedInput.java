package org.snapwear.codec.codecs;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * An encoded chunk as a byte array followed by at least 16 zero bytes, so that bit decoders can load a whole 64-bit
 * word at any position up to the end without a bounds branch: the buffer's own array, read in place, when it is
 * already followed by 16 zero bytes (as {@code ContainerReader.nextChunkReused()} leaves it), else a padded copy.
 * The bytes read beyond the chunk are zeros either way, so a decoder behaves the same (and reports a truncated
 * stream the same) whichever it gets.
 *
 * @param array  the bytes
 * @param base   index of the chunk's first byte in {@code array}
 * @param length the chunk's length in bytes
 */
record PaddedInput(byte[] array, int base, int length) {
    /** Zero bytes guaranteed after the chunk. */
    static final int PADDING = 16;
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** The remaining bytes of {@code encoded} (its position is not changed). */
    static PaddedInput of(ByteBuffer encoded) {
        int len = encoded.remaining();
        if (encoded.hasArray()) {
            byte[] a = encoded.array();
            int start = encoded.arrayOffset() + encoded.position();
            int end = start + len;
            if (a.length - end >= PADDING && (long) LONG.get(a, end) == 0 && (long) LONG.get(a, end + 8) == 0) {
                return new PaddedInput(a, start, len);
            }
        }
        byte[] copy = new byte[len + PADDING];
        encoded.get(encoded.position(), copy, 0, len);
        return new PaddedInput(copy, 0, len);
    }

    /**
     * After decoding {@code bitsUsed} bits: fails if they reach past the chunk's end (a truncated stream) or if
     * whole bytes are left over after them.
     */
    void checkEnd(long bitsUsed) throws IOException {
        long bytesUsed = (bitsUsed + 7) >>> 3;
        if (bytesUsed > length) {
            throw new IOException("bit stream truncated: " + bytesUsed + " bytes needed, " + length + " present");
        }
        if (bytesUsed < length) {
            throw new IOException((length - bytesUsed) + " unexpected bytes after the bit stream");
        }
    }
}
