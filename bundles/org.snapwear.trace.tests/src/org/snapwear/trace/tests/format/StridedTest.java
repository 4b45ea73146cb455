package org.snapwear.trace.tests.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.snapwear.trace.format.internal.Strided;

/**
 * Strided views as torch describes them (offset, size, stride): random permutations of random shapes are
 * copied into row-major order and compared element by element with a direct address computation.
 */
class StridedTest {

    @Test
    void permutedViewsCopyToRowMajor() {
        Random r = new Random(7);
        for (int round = 0; round < 200; round++) {
            int dims = 1 + r.nextInt(4);
            long[] base = new long[dims];
            for (int i = 0; i < dims; i++) {
                base[i] = 1 + r.nextInt(5);
            }
            long[] baseStride = Strided.contiguousStrides(base);
            int[] perm = permutation(r, dims);
            long[] shape = new long[dims];
            long[] stride = new long[dims];
            for (int i = 0; i < dims; i++) {
                shape[i] = base[perm[i]];
                stride[i] = baseStride[perm[i]];
            }
            long offset = r.nextInt(3);
            long n = 1;
            for (long d : base) {
                n *= d;
            }
            ByteBuffer storage = ByteBuffer.allocate((int) (offset + n) * 4).order(ByteOrder.LITTLE_ENDIAN);
            for (int i = 0; i < offset + n; i++) {
                storage.putInt(i * 4, i);
            }
            assertEquals(n, Strided.span(shape, stride), "span of a permutation covers the storage");
            ByteBuffer out = Strided.copyToContiguous(storage, offset, shape, stride, 4, (int) n * 4);
            long[] idx = new long[dims];
            for (int e = 0; e < n; e++) {
                long addr = offset;
                for (int d = 0; d < dims; d++) {
                    addr += idx[d] * stride[d];
                }
                assertEquals(addr, out.getInt(e * 4), "element " + e + " of round " + round);
                for (int d = dims - 1; d >= 0; d--) {
                    if (++idx[d] < shape[d]) {
                        break;
                    }
                    idx[d] = 0;
                }
            }
        }
    }

    @Test
    void contiguityIgnoresSizeOneDimensions() {
        assertTrue(Strided.isContiguous(new long[] {2, 1, 3}, new long[] {3, 99, 1}));
        assertFalse(Strided.isContiguous(new long[] {2, 3}, new long[] {1, 2}));
        assertEquals(-1, Strided.span(new long[] {2}, new long[] {-1}), "negative strides are invalid");
        assertEquals(-1, Strided.span(new long[] {Long.MAX_VALUE, 3}, new long[] {2, 1}), "overflow is invalid");
    }

    private static int[] permutation(Random r, int n) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = r.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }
}
