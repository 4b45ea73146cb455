package org.snapwear.trace.format.internal;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Strided views (PyTorch size/stride/offset, NumPy Fortran order): contiguity test, bounds of the elements a
 * view touches, and the copy of a non-contiguous view into C (row-major) order.
 */
public final class Strided {
    private Strided() {
    }

    /** Row-major strides (in elements) of a shape. */
    public static long[] contiguousStrides(long[] shape) {
        long[] s = new long[shape.length];
        long acc = 1;
        for (int i = shape.length - 1; i >= 0; i--) {
            s[i] = acc;
            acc *= Math.max(shape[i], 1);
        }
        return s;
    }

    /** True if the view is row-major contiguous (strides of size-1 dimensions do not matter). */
    public static boolean isContiguous(long[] shape, long[] stride) {
        long expected = 1;
        for (int i = shape.length - 1; i >= 0; i--) {
            if (shape[i] != 1 && stride[i] != expected) {
                return false;
            }
            expected *= shape[i];
        }
        return true;
    }

    /**
     * Largest element index the view touches, relative to its offset, or -1 for an empty view. Strides must
     * be non-negative and the caller has checked that the result does not overflow (see {@link #span}).
     */
    public static long maxIndex(long[] shape, long[] stride) {
        long m = 0;
        for (int i = 0; i < shape.length; i++) {
            if (shape[i] == 0) {
                return -1;
            }
            m += (shape[i] - 1) * stride[i];
        }
        return m;
    }

    /**
     * Number of elements from the view's offset to its last element inclusive, or -1 if a stride is negative
     * or the computation overflows (both invalid input).
     */
    public static long span(long[] shape, long[] stride) {
        long m = 0;
        try {
            for (int i = 0; i < shape.length; i++) {
                if (stride[i] < 0 || shape[i] < 0) {
                    return -1;
                }
                if (shape[i] == 0) {
                    return 0;
                }
                m = Math.addExact(m, Math.multiplyExact(shape[i] - 1, stride[i]));
            }
            return Math.addExact(m, 1);
        } catch (ArithmeticException e) {
            return -1;
        }
    }

    /**
     * Copies a strided view into a new little-endian heap buffer in row-major order.
     *
     * @param src         whole storage, element 0 at position 0
     * @param offset      first element of the view (in elements)
     * @param elementSize bytes per element
     */
    public static ByteBuffer copyToContiguous(ByteBuffer src, long offset, long[] shape, long[] stride,
            int elementSize, int totalBytes) {
        byte[] out = new byte[totalBytes];
        int dims = shape.length;
        long[] idx = new long[dims];
        long count = totalBytes / elementSize;
        long pos = offset;
        ByteBuffer in = src.duplicate();
        for (long e = 0; e < count; e++) {
            int from = (int) (pos * elementSize);
            in.position(from);
            in.get(out, (int) (e * elementSize), elementSize);
            // odometer increment of the multi-index, keeping pos = offset + sum(idx * stride)
            for (int d = dims - 1; d >= 0; d--) {
                idx[d]++;
                pos += stride[d];
                if (idx[d] < shape[d]) {
                    break;
                }
                pos -= stride[d] * idx[d];
                idx[d] = 0;
            }
        }
        return ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN);
    }
}
