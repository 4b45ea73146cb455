package org.snapwear.trace.format.internal;

import java.nio.file.Path;

import org.snapwear.trace.tensor.CheckpointFormatException;

/**
 * Size checks done before anything is allocated: a length or offset read from a file is only used after it
 * was compared with the number of bytes that really exist.
 */
public final class Bounds {
    private Bounds() {
    }

    /**
     * Fails unless {@code [offset, offset + length)} lies inside {@code [0, limit)}.
     *
     * @param at offset reported in the error (where the bad field was read)
     */
    public static void region(Path file, long at, long offset, long length, long limit, String what)
            throws CheckpointFormatException {
        region(Origin.of(file), at, offset, length, limit, what);
    }

    /** {@link #region(Path, long, long, long, long, String)} for any origin. */
    public static void region(Origin file, long at, long offset, long length, long limit, String what)
            throws CheckpointFormatException {
        if (offset < 0 || length < 0 || offset > limit || length > limit - offset) {
            throw file.error(at, what + ": " + length + " bytes at offset " + offset
                    + " do not fit in " + limit + " bytes");
        }
    }

    /** Element count of a shape, failing on negative dimensions or overflow. */
    public static long elements(Path file, long at, long[] shape, String what) throws CheckpointFormatException {
        return elements(Origin.of(file), at, shape, what);
    }

    public static long elements(Origin file, long at, long[] shape, String what) throws CheckpointFormatException {
        long n = 1;
        for (long d : shape) {
            if (d < 0) {
                throw file.error(at, what + ": negative dimension " + d);
            }
            try {
                n = Math.multiplyExact(n, d);
            } catch (ArithmeticException e) {
                throw file.error(at, what + ": shape element count overflows");
            }
        }
        return n;
    }

    /** {@code elements * elementSize}, failing on overflow. */
    public static long bytes(Path file, long at, long elements, int elementSize, String what)
            throws CheckpointFormatException {
        return bytes(Origin.of(file), at, elements, elementSize, what);
    }

    public static long bytes(Origin file, long at, long elements, int elementSize, String what)
            throws CheckpointFormatException {
        try {
            return Math.multiplyExact(elements, (long) elementSize);
        } catch (ArithmeticException e) {
            throw file.error(at, what + ": byte size overflows");
        }
    }

    /** Java buffers are int-indexed: one tensor is limited to 2 GiB. */
    public static int bufferSize(Path file, long at, long bytes, String what) throws CheckpointFormatException {
        return bufferSize(Origin.of(file), at, bytes, what);
    }

    public static int bufferSize(Origin file, long at, long bytes, String what) throws CheckpointFormatException {
        if (bytes < 0 || bytes > Integer.MAX_VALUE - 8) {
            throw file.error(at, what + ": " + bytes
                    + " bytes is larger than the 2 GiB per tensor Snapwear supports");
        }
        return (int) bytes;
    }
}
