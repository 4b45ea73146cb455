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

    /** {@link #transpose32x2} unrolled into locals so the JIT keeps rows in registers (no array bounds checks). */
    public static void transpose32x2Unrolled(long[] x) {
        long x0 = x[0];
        long x1 = x[1];
        long x2 = x[2];
        long x3 = x[3];
        long x4 = x[4];
        long x5 = x[5];
        long x6 = x[6];
        long x7 = x[7];
        long x8 = x[8];
        long x9 = x[9];
        long x10 = x[10];
        long x11 = x[11];
        long x12 = x[12];
        long x13 = x[13];
        long x14 = x[14];
        long x15 = x[15];
        long t;
        t = ((x0 >>> 32) ^ (x0 >>> 16)) & 0xFFFFL;
        x0 ^= (t << 32) ^ (t << 16);
        t = ((x1 >>> 32) ^ (x1 >>> 16)) & 0xFFFFL;
        x1 ^= (t << 32) ^ (t << 16);
        t = ((x2 >>> 32) ^ (x2 >>> 16)) & 0xFFFFL;
        x2 ^= (t << 32) ^ (t << 16);
        t = ((x3 >>> 32) ^ (x3 >>> 16)) & 0xFFFFL;
        x3 ^= (t << 32) ^ (t << 16);
        t = ((x4 >>> 32) ^ (x4 >>> 16)) & 0xFFFFL;
        x4 ^= (t << 32) ^ (t << 16);
        t = ((x5 >>> 32) ^ (x5 >>> 16)) & 0xFFFFL;
        x5 ^= (t << 32) ^ (t << 16);
        t = ((x6 >>> 32) ^ (x6 >>> 16)) & 0xFFFFL;
        x6 ^= (t << 32) ^ (t << 16);
        t = ((x7 >>> 32) ^ (x7 >>> 16)) & 0xFFFFL;
        x7 ^= (t << 32) ^ (t << 16);
        t = ((x8 >>> 32) ^ (x8 >>> 16)) & 0xFFFFL;
        x8 ^= (t << 32) ^ (t << 16);
        t = ((x9 >>> 32) ^ (x9 >>> 16)) & 0xFFFFL;
        x9 ^= (t << 32) ^ (t << 16);
        t = ((x10 >>> 32) ^ (x10 >>> 16)) & 0xFFFFL;
        x10 ^= (t << 32) ^ (t << 16);
        t = ((x11 >>> 32) ^ (x11 >>> 16)) & 0xFFFFL;
        x11 ^= (t << 32) ^ (t << 16);
        t = ((x12 >>> 32) ^ (x12 >>> 16)) & 0xFFFFL;
        x12 ^= (t << 32) ^ (t << 16);
        t = ((x13 >>> 32) ^ (x13 >>> 16)) & 0xFFFFL;
        x13 ^= (t << 32) ^ (t << 16);
        t = ((x14 >>> 32) ^ (x14 >>> 16)) & 0xFFFFL;
        x14 ^= (t << 32) ^ (t << 16);
        t = ((x15 >>> 32) ^ (x15 >>> 16)) & 0xFFFFL;
        x15 ^= (t << 32) ^ (t << 16);
        t = (x0 ^ (x8 >>> 8)) & 0x00FF00FF00FF00FFL;
        x0 ^= t;
        x8 ^= t << 8;
        t = (x1 ^ (x9 >>> 8)) & 0x00FF00FF00FF00FFL;
        x1 ^= t;
        x9 ^= t << 8;
        t = (x2 ^ (x10 >>> 8)) & 0x00FF00FF00FF00FFL;
        x2 ^= t;
        x10 ^= t << 8;
        t = (x3 ^ (x11 >>> 8)) & 0x00FF00FF00FF00FFL;
        x3 ^= t;
        x11 ^= t << 8;
        t = (x4 ^ (x12 >>> 8)) & 0x00FF00FF00FF00FFL;
        x4 ^= t;
        x12 ^= t << 8;
        t = (x5 ^ (x13 >>> 8)) & 0x00FF00FF00FF00FFL;
        x5 ^= t;
        x13 ^= t << 8;
        t = (x6 ^ (x14 >>> 8)) & 0x00FF00FF00FF00FFL;
        x6 ^= t;
        x14 ^= t << 8;
        t = (x7 ^ (x15 >>> 8)) & 0x00FF00FF00FF00FFL;
        x7 ^= t;
        x15 ^= t << 8;
        t = (x0 ^ (x4 >>> 4)) & 0x0F0F0F0F0F0F0F0FL;
        x0 ^= t;
        x4 ^= t << 4;
        t = (x1 ^ (x5 >>> 4)) & 0x0F0F0F0F0F0F0F0FL;
        x1 ^= t;
        x5 ^= t << 4;
        t = (x2 ^ (x6 >>> 4)) & 0x0F0F0F0F0F0F0F0FL;
        x2 ^= t;
        x6 ^= t << 4;
        t = (x3 ^ (x7 >>> 4)) & 0x0F0F0F0F0F0F0F0FL;
        x3 ^= t;
        x7 ^= t << 4;
        t = (x8 ^ (x12 >>> 4)) & 0x0F0F0F0F0F0F0F0FL;
        x8 ^= t;
        x12 ^= t << 4;
        t = (x9 ^ (x13 >>> 4)) & 0x0F0F0F0F0F0F0F0FL;
        x9 ^= t;
        x13 ^= t << 4;
        t = (x10 ^ (x14 >>> 4)) & 0x0F0F0F0F0F0F0F0FL;
        x10 ^= t;
        x14 ^= t << 4;
        t = (x11 ^ (x15 >>> 4)) & 0x0F0F0F0F0F0F0F0FL;
        x11 ^= t;
        x15 ^= t << 4;
        t = (x0 ^ (x2 >>> 2)) & 0x3333333333333333L;
        x0 ^= t;
        x2 ^= t << 2;
        t = (x1 ^ (x3 >>> 2)) & 0x3333333333333333L;
        x1 ^= t;
        x3 ^= t << 2;
        t = (x4 ^ (x6 >>> 2)) & 0x3333333333333333L;
        x4 ^= t;
        x6 ^= t << 2;
        t = (x5 ^ (x7 >>> 2)) & 0x3333333333333333L;
        x5 ^= t;
        x7 ^= t << 2;
        t = (x8 ^ (x10 >>> 2)) & 0x3333333333333333L;
        x8 ^= t;
        x10 ^= t << 2;
        t = (x9 ^ (x11 >>> 2)) & 0x3333333333333333L;
        x9 ^= t;
        x11 ^= t << 2;
        t = (x12 ^ (x14 >>> 2)) & 0x3333333333333333L;
        x12 ^= t;
        x14 ^= t << 2;
        t = (x13 ^ (x15 >>> 2)) & 0x3333333333333333L;
        x13 ^= t;
        x15 ^= t << 2;
        t = (x0 ^ (x1 >>> 1)) & 0x5555555555555555L;
        x0 ^= t;
        x1 ^= t << 1;
        t = (x2 ^ (x3 >>> 1)) & 0x5555555555555555L;
        x2 ^= t;
        x3 ^= t << 1;
        t = (x4 ^ (x5 >>> 1)) & 0x5555555555555555L;
        x4 ^= t;
        x5 ^= t << 1;
        t = (x6 ^ (x7 >>> 1)) & 0x5555555555555555L;
        x6 ^= t;
        x7 ^= t << 1;
        t = (x8 ^ (x9 >>> 1)) & 0x5555555555555555L;
        x8 ^= t;
        x9 ^= t << 1;
        t = (x10 ^ (x11 >>> 1)) & 0x5555555555555555L;
        x10 ^= t;
        x11 ^= t << 1;
        t = (x12 ^ (x13 >>> 1)) & 0x5555555555555555L;
        x12 ^= t;
        x13 ^= t << 1;
        t = (x14 ^ (x15 >>> 1)) & 0x5555555555555555L;
        x14 ^= t;
        x15 ^= t << 1;
        x[0] = x0;
        x[1] = x1;
        x[2] = x2;
        x[3] = x3;
        x[4] = x4;
        x[5] = x5;
        x[6] = x6;
        x[7] = x7;
        x[8] = x8;
        x[9] = x9;
        x[10] = x10;
        x[11] = x11;
        x[12] = x12;
        x[13] = x13;
        x[14] = x14;
        x[15] = x15;
    }

    /**
     * Transpose of the 32x32 bit matrix {@code in[inOff .. inOff + 31]} into {@code out[outOff .. outOff + 31]}
     * (same layout as {@link #transpose32}; {@code in} is not changed). Rows r and r + 16 are packed into one
     * long, the 16-row swap is done while packing, and after the 8-row round the longs 0..7 and 8..15 no longer
     * mix, so each half finishes its last three rounds on eight values (few register spills, unlike one pass over
     * all sixteen per round).
     */
    public static void transpose32(int[] in, int inOff, int[] out, int outOff) {
        long x0 = pack(in[inOff], in[inOff + 16]);
        long x8 = pack(in[inOff + 8], in[inOff + 24]);
        long t = (x0 ^ (x8 >>> 8)) & M8;
        x0 ^= t;
        x8 ^= t << 8;
        long x1 = pack(in[inOff + 1], in[inOff + 17]);
        long x9 = pack(in[inOff + 9], in[inOff + 25]);
        t = (x1 ^ (x9 >>> 8)) & M8;
        x1 ^= t;
        x9 ^= t << 8;
        long x2 = pack(in[inOff + 2], in[inOff + 18]);
        long x10 = pack(in[inOff + 10], in[inOff + 26]);
        t = (x2 ^ (x10 >>> 8)) & M8;
        x2 ^= t;
        x10 ^= t << 8;
        long x3 = pack(in[inOff + 3], in[inOff + 19]);
        long x11 = pack(in[inOff + 11], in[inOff + 27]);
        t = (x3 ^ (x11 >>> 8)) & M8;
        x3 ^= t;
        x11 ^= t << 8;
        long x4 = pack(in[inOff + 4], in[inOff + 20]);
        long x12 = pack(in[inOff + 12], in[inOff + 28]);
        t = (x4 ^ (x12 >>> 8)) & M8;
        x4 ^= t;
        x12 ^= t << 8;
        long x5 = pack(in[inOff + 5], in[inOff + 21]);
        long x13 = pack(in[inOff + 13], in[inOff + 29]);
        t = (x5 ^ (x13 >>> 8)) & M8;
        x5 ^= t;
        x13 ^= t << 8;
        long x6 = pack(in[inOff + 6], in[inOff + 22]);
        long x14 = pack(in[inOff + 14], in[inOff + 30]);
        t = (x6 ^ (x14 >>> 8)) & M8;
        x6 ^= t;
        x14 ^= t << 8;
        long x7 = pack(in[inOff + 7], in[inOff + 23]);
        long x15 = pack(in[inOff + 15], in[inOff + 31]);
        t = (x7 ^ (x15 >>> 8)) & M8;
        x7 ^= t;
        x15 ^= t << 8;
        finish8(x0, x1, x2, x3, x4, x5, x6, x7, out, outOff);
        finish8(x8, x9, x10, x11, x12, x13, x14, x15, out, outOff + 8);
    }

    /**
     * {@link #transpose32(int[], int, int[], int)} on rows already packed as in {@link #transpose32x2} ({@code x[r]}
     * holds row r in its upper and row r + 16 in its lower half); {@code x} is not changed.
     */
    public static void transposePacked(long[] x, int[] out, int outOff) {
        long x0 = swap16(x[0]);
        long x8 = swap16(x[8]);
        long t = (x0 ^ (x8 >>> 8)) & M8;
        x0 ^= t;
        x8 ^= t << 8;
        long x1 = swap16(x[1]);
        long x9 = swap16(x[9]);
        t = (x1 ^ (x9 >>> 8)) & M8;
        x1 ^= t;
        x9 ^= t << 8;
        long x2 = swap16(x[2]);
        long x10 = swap16(x[10]);
        t = (x2 ^ (x10 >>> 8)) & M8;
        x2 ^= t;
        x10 ^= t << 8;
        long x3 = swap16(x[3]);
        long x11 = swap16(x[11]);
        t = (x3 ^ (x11 >>> 8)) & M8;
        x3 ^= t;
        x11 ^= t << 8;
        long x4 = swap16(x[4]);
        long x12 = swap16(x[12]);
        t = (x4 ^ (x12 >>> 8)) & M8;
        x4 ^= t;
        x12 ^= t << 8;
        long x5 = swap16(x[5]);
        long x13 = swap16(x[13]);
        t = (x5 ^ (x13 >>> 8)) & M8;
        x5 ^= t;
        x13 ^= t << 8;
        long x6 = swap16(x[6]);
        long x14 = swap16(x[14]);
        t = (x6 ^ (x14 >>> 8)) & M8;
        x6 ^= t;
        x14 ^= t << 8;
        long x7 = swap16(x[7]);
        long x15 = swap16(x[15]);
        t = (x7 ^ (x15 >>> 8)) & M8;
        x7 ^= t;
        x15 ^= t << 8;
        finish8(x0, x1, x2, x3, x4, x5, x6, x7, out, outOff);
        finish8(x8, x9, x10, x11, x12, x13, x14, x15, out, outOff + 8);
    }

    /** The 16-row round on one packed pair. */
    private static long swap16(long v) {
        long t = ((v >>> 32) ^ (v >>> 16)) & 0xFFFFL;
        return v ^ (t << 32) ^ (t << 16);
    }

    private static final long M8 = 0x00FF00FF00FF00FFL;

    /** Rows r (upper half) and r + 16 (lower half) after the 16-row round of the transpose. */
    private static long pack(int u, int l) {
        return ((long) ((u & 0xFFFF0000) | (l >>> 16)) << 32) | (((u << 16) | (l & 0xFFFF)) & 0xFFFFFFFFL);
    }

    /** The 4-, 2- and 1-row rounds on eight packed longs, stored as rows o..o+7 and o+16..o+23 of out. */
    private static void finish8(long x0, long x1, long x2, long x3, long x4, long x5, long x6, long x7, int[] out,
            int o) {
        long m4 = 0x0F0F0F0F0F0F0F0FL;
        long t = (x0 ^ (x4 >>> 4)) & m4;
        x0 ^= t;
        x4 ^= t << 4;
        t = (x1 ^ (x5 >>> 4)) & m4;
        x1 ^= t;
        x5 ^= t << 4;
        t = (x2 ^ (x6 >>> 4)) & m4;
        x2 ^= t;
        x6 ^= t << 4;
        t = (x3 ^ (x7 >>> 4)) & m4;
        x3 ^= t;
        x7 ^= t << 4;
        long m2 = 0x3333333333333333L;
        long m1 = 0x5555555555555555L;
        t = (x0 ^ (x2 >>> 2)) & m2;
        x0 ^= t;
        x2 ^= t << 2;
        t = (x1 ^ (x3 >>> 2)) & m2;
        x1 ^= t;
        x3 ^= t << 2;
        t = (x0 ^ (x1 >>> 1)) & m1;
        x0 ^= t;
        x1 ^= t << 1;
        t = (x2 ^ (x3 >>> 1)) & m1;
        x2 ^= t;
        x3 ^= t << 1;
        out[o] = (int) (x0 >>> 32);
        out[o + 16] = (int) x0;
        out[o + 1] = (int) (x1 >>> 32);
        out[o + 17] = (int) x1;
        out[o + 2] = (int) (x2 >>> 32);
        out[o + 18] = (int) x2;
        out[o + 3] = (int) (x3 >>> 32);
        out[o + 19] = (int) x3;
        t = (x4 ^ (x6 >>> 2)) & m2;
        x4 ^= t;
        x6 ^= t << 2;
        t = (x5 ^ (x7 >>> 2)) & m2;
        x5 ^= t;
        x7 ^= t << 2;
        t = (x4 ^ (x5 >>> 1)) & m1;
        x4 ^= t;
        x5 ^= t << 1;
        t = (x6 ^ (x7 >>> 1)) & m1;
        x6 ^= t;
        x7 ^= t << 1;
        out[o + 4] = (int) (x4 >>> 32);
        out[o + 20] = (int) x4;
        out[o + 5] = (int) (x5 >>> 32);
        out[o + 21] = (int) x5;
        out[o + 6] = (int) (x6 >>> 32);
        out[o + 22] = (int) x6;
        out[o + 7] = (int) (x7 >>> 32);
        out[o + 23] = (int) x7;
    }
}
