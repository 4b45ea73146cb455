package org.snapwear.trace.io;

import java.io.ByteArrayOutputStream;

/**
 * Unsigned LEB128 varints of {@code int} values (1 byte below 128, 2 below 16384, at most {@value #MAX_BYTES}):
 * seven bits per byte, low bits first, the high bit set on every byte but the last. A negative {@code int} is
 * written as its unsigned 32-bit value (five bytes). The SLC delta codecs and the block-state log store their
 * numbers this way; their outputs are pinned by tests.
 */
public final class Varint {
    /** The longest encoding of an {@code int}. */
    public static final int MAX_BYTES = 5;

    private Varint() {
    }

    /** Receives the bytes of a varint (a chunked buffer, for instance). */
    @FunctionalInterface
    public interface Sink {
        void put(byte b);
    }

    /** Supplies the bytes of a varint; it decides what running out of bytes means. */
    @FunctionalInterface
    public interface Source {
        byte next();
    }

    /** Appends {@code value} to {@code out}. */
    public static void write(ByteArrayOutputStream out, int value) {
        int v = value;
        while ((v & ~0x7F) != 0) {
            out.write((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        out.write(v);
    }

    /** Writes {@code value} byte by byte to {@code out}. */
    public static void write(Sink out, int value) {
        int v = value;
        while ((v & ~0x7F) != 0) {
            out.put((byte) ((v & 0x7F) | 0x80));
            v >>>= 7;
        }
        out.put((byte) v);
    }

    /** The number of bytes {@code value} takes. */
    public static int size(int value) {
        int n = 1;
        int v = value;
        while ((v & ~0x7F) != 0) {
            v >>>= 7;
            n++;
        }
        return n;
    }

    /**
     * Reads a varint from {@code in} at {@code pos[0]} (advancing it), not beyond {@code end}.
     *
     * @throws IllegalArgumentException if it is truncated at {@code end} or longer than {@value #MAX_BYTES} bytes
     */
    public static int read(byte[] in, int[] pos, int end) {
        int result = 0;
        int shift = 0;
        while (true) {
            if (pos[0] >= end || shift > 28) {
                throw new IllegalArgumentException("corrupt delta: truncated varint at byte " + pos[0]);
            }
            byte b = in[pos[0]++];
            result |= (b & 0x7F) << shift;
            if (b >= 0) {
                return result;
            }
            shift += 7;
        }
    }

    /**
     * Reads a varint from {@code in}.
     *
     * @throws IllegalArgumentException if it is longer than {@value #MAX_BYTES} bytes
     */
    public static int read(Source in) {
        int result = 0;
        int shift = 0;
        while (true) {
            if (shift > 28) {
                throw new IllegalArgumentException("corrupt varint: longer than " + MAX_BYTES + " bytes");
            }
            byte b = in.next();
            result |= (b & 0x7F) << shift;
            if (b >= 0) {
                return result;
            }
            shift += 7;
        }
    }
}
