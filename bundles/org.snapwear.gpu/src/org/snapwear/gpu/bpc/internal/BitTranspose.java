package org.snapwear.gpu.bpc.internal;

/**
 * In-place transpose of a 32x32 bit matrix held as 32 ints (Hacker's Delight 7-3): row r is {@code a[r]},
 * column c is bit {@code 31 - c}. Five rounds of masked swaps replace 1024 single-bit moves; the transpose is
 * its own inverse, so BPC uses it both to build bit-planes and to rebuild words from them.
 */
public final class BitTranspose {
    private BitTranspose() {
    }

    public static void transpose32(int[] a) {
        int m = 0x0000FFFF;
        for (int j = 16; j != 0; j >>>= 1, m ^= (m << j)) {
            for (int k = 0; k < 32; k = (k + j + 1) & ~j) {
                int t = (a[k] ^ (a[k + j] >>> j)) & m;
                a[k] ^= t;
                a[k + j] ^= (t << j);
            }
        }
    }

    /**
     * The same transpose on rows packed in pairs: {@code x[i]} holds row i in its upper and row i + 16 in its
     * lower 32 bits. The 16-row swap becomes a shift within each long and every later round moves two row
     * pairs per operation, 48 long operations instead of 80 int ones.
     */
    public static void transpose32x2(long[] x) {
        for (int k = 0; k < 16; k++) {
            long v = x[k];
            long t = ((v >>> 32) ^ (v >>> 16)) & 0xFFFFL;
            x[k] = v ^ (t << 32) ^ (t << 16);
        }
        swap(x, 8, 0x00FF00FF00FF00FFL);
        swap(x, 4, 0x0F0F0F0F0F0F0F0FL);
        swap(x, 2, 0x3333333333333333L);
        swap(x, 1, 0x5555555555555555L);
    }

    private static void swap(long[] x, int j, long m) {
        for (int k = 0; k < 16; k = (k + j + 1) & ~j) {
            long t = (x[k] ^ (x[k + j] >>> j)) & m;
            x[k] ^= t;
            x[k + j] ^= t << j;
        }
    }
}
