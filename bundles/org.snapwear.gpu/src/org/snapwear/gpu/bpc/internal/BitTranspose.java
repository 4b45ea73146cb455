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
}
