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
     * (same layout as {@link #transpose32}; {@code in} is not changed); {@code tmp} is scratch of 8 longs.
     */
    public static void transpose32(int[] in, int inOff, int[] out, int outOff, long[] tmp) {
        // rows r and r + 16 share a long; the five rounds commute, so the 1-, 2- and 4-row rounds run first on
        // longs 0..7 (written back) and 8..15 (kept), then the 8- and 16-row rounds pair long m with m + 8 and
        // store four finished rows: at most about ten values are live at once, so nothing spills
        long a0 = (long) in[inOff + 0] << 32 | (in[inOff + 16] & 0xFFFFFFFFL);
        long a1 = (long) in[inOff + 1] << 32 | (in[inOff + 17] & 0xFFFFFFFFL);
        long a2 = (long) in[inOff + 2] << 32 | (in[inOff + 18] & 0xFFFFFFFFL);
        long a3 = (long) in[inOff + 3] << 32 | (in[inOff + 19] & 0xFFFFFFFFL);
        long a4 = (long) in[inOff + 4] << 32 | (in[inOff + 20] & 0xFFFFFFFFL);
        long a5 = (long) in[inOff + 5] << 32 | (in[inOff + 21] & 0xFFFFFFFFL);
        long a6 = (long) in[inOff + 6] << 32 | (in[inOff + 22] & 0xFFFFFFFFL);
        long a7 = (long) in[inOff + 7] << 32 | (in[inOff + 23] & 0xFFFFFFFFL);
        long t;
        t = (a0 ^ (a1 >>> 1)) & M1;
        a0 ^= t;
        a1 ^= t << 1;
        t = (a2 ^ (a3 >>> 1)) & M1;
        a2 ^= t;
        a3 ^= t << 1;
        t = (a4 ^ (a5 >>> 1)) & M1;
        a4 ^= t;
        a5 ^= t << 1;
        t = (a6 ^ (a7 >>> 1)) & M1;
        a6 ^= t;
        a7 ^= t << 1;
        t = (a0 ^ (a2 >>> 2)) & M2;
        a0 ^= t;
        a2 ^= t << 2;
        t = (a1 ^ (a3 >>> 2)) & M2;
        a1 ^= t;
        a3 ^= t << 2;
        t = (a4 ^ (a6 >>> 2)) & M2;
        a4 ^= t;
        a6 ^= t << 2;
        t = (a5 ^ (a7 >>> 2)) & M2;
        a5 ^= t;
        a7 ^= t << 2;
        t = (a0 ^ (a4 >>> 4)) & M4;
        a0 ^= t;
        a4 ^= t << 4;
        t = (a1 ^ (a5 >>> 4)) & M4;
        a1 ^= t;
        a5 ^= t << 4;
        t = (a2 ^ (a6 >>> 4)) & M4;
        a2 ^= t;
        a6 ^= t << 4;
        t = (a3 ^ (a7 >>> 4)) & M4;
        a3 ^= t;
        a7 ^= t << 4;
        tmp[0] = a0;
        tmp[1] = a1;
        tmp[2] = a2;
        tmp[3] = a3;
        tmp[4] = a4;
        tmp[5] = a5;
        tmp[6] = a6;
        tmp[7] = a7;
        long b0 = (long) in[inOff + 8] << 32 | (in[inOff + 24] & 0xFFFFFFFFL);
        long b1 = (long) in[inOff + 9] << 32 | (in[inOff + 25] & 0xFFFFFFFFL);
        long b2 = (long) in[inOff + 10] << 32 | (in[inOff + 26] & 0xFFFFFFFFL);
        long b3 = (long) in[inOff + 11] << 32 | (in[inOff + 27] & 0xFFFFFFFFL);
        long b4 = (long) in[inOff + 12] << 32 | (in[inOff + 28] & 0xFFFFFFFFL);
        long b5 = (long) in[inOff + 13] << 32 | (in[inOff + 29] & 0xFFFFFFFFL);
        long b6 = (long) in[inOff + 14] << 32 | (in[inOff + 30] & 0xFFFFFFFFL);
        long b7 = (long) in[inOff + 15] << 32 | (in[inOff + 31] & 0xFFFFFFFFL);
        t = (b0 ^ (b1 >>> 1)) & M1;
        b0 ^= t;
        b1 ^= t << 1;
        t = (b2 ^ (b3 >>> 1)) & M1;
        b2 ^= t;
        b3 ^= t << 1;
        t = (b4 ^ (b5 >>> 1)) & M1;
        b4 ^= t;
        b5 ^= t << 1;
        t = (b6 ^ (b7 >>> 1)) & M1;
        b6 ^= t;
        b7 ^= t << 1;
        t = (b0 ^ (b2 >>> 2)) & M2;
        b0 ^= t;
        b2 ^= t << 2;
        t = (b1 ^ (b3 >>> 2)) & M2;
        b1 ^= t;
        b3 ^= t << 2;
        t = (b4 ^ (b6 >>> 2)) & M2;
        b4 ^= t;
        b6 ^= t << 2;
        t = (b5 ^ (b7 >>> 2)) & M2;
        b5 ^= t;
        b7 ^= t << 2;
        t = (b0 ^ (b4 >>> 4)) & M4;
        b0 ^= t;
        b4 ^= t << 4;
        t = (b1 ^ (b5 >>> 4)) & M4;
        b1 ^= t;
        b5 ^= t << 4;
        t = (b2 ^ (b6 >>> 4)) & M4;
        b2 ^= t;
        b6 ^= t << 4;
        t = (b3 ^ (b7 >>> 4)) & M4;
        b3 ^= t;
        b7 ^= t << 4;
        finish(tmp[0], b0, out, outOff + 0);
        finish(tmp[1], b1, out, outOff + 1);
        finish(tmp[2], b2, out, outOff + 2);
        finish(tmp[3], b3, out, outOff + 3);
        finish(tmp[4], b4, out, outOff + 4);
        finish(tmp[5], b5, out, outOff + 5);
        finish(tmp[6], b6, out, outOff + 6);
        finish(tmp[7], b7, out, outOff + 7);
    }

    /**
     * The same transpose on rows already packed as in {@link #transpose32x2} ({@code x[r]} holds row r in its upper
     * and row r + 16 in its lower half); {@code x} is not changed, {@code tmp} is scratch of 8 longs.
     */
    public static void transposePacked(long[] x, int[] out, int outOff, long[] tmp) {
        // rows r and r + 16 share a long; the five rounds commute, so the 1-, 2- and 4-row rounds run first on
        // longs 0..7 (written back) and 8..15 (kept), then the 8- and 16-row rounds pair long m with m + 8 and
        // store four finished rows: at most about ten values are live at once, so nothing spills
        long a0 = x[0];
        long a1 = x[1];
        long a2 = x[2];
        long a3 = x[3];
        long a4 = x[4];
        long a5 = x[5];
        long a6 = x[6];
        long a7 = x[7];
        long t;
        t = (a0 ^ (a1 >>> 1)) & M1;
        a0 ^= t;
        a1 ^= t << 1;
        t = (a2 ^ (a3 >>> 1)) & M1;
        a2 ^= t;
        a3 ^= t << 1;
        t = (a4 ^ (a5 >>> 1)) & M1;
        a4 ^= t;
        a5 ^= t << 1;
        t = (a6 ^ (a7 >>> 1)) & M1;
        a6 ^= t;
        a7 ^= t << 1;
        t = (a0 ^ (a2 >>> 2)) & M2;
        a0 ^= t;
        a2 ^= t << 2;
        t = (a1 ^ (a3 >>> 2)) & M2;
        a1 ^= t;
        a3 ^= t << 2;
        t = (a4 ^ (a6 >>> 2)) & M2;
        a4 ^= t;
        a6 ^= t << 2;
        t = (a5 ^ (a7 >>> 2)) & M2;
        a5 ^= t;
        a7 ^= t << 2;
        t = (a0 ^ (a4 >>> 4)) & M4;
        a0 ^= t;
        a4 ^= t << 4;
        t = (a1 ^ (a5 >>> 4)) & M4;
        a1 ^= t;
        a5 ^= t << 4;
        t = (a2 ^ (a6 >>> 4)) & M4;
        a2 ^= t;
        a6 ^= t << 4;
        t = (a3 ^ (a7 >>> 4)) & M4;
        a3 ^= t;
        a7 ^= t << 4;
        tmp[0] = a0;
        tmp[1] = a1;
        tmp[2] = a2;
        tmp[3] = a3;
        tmp[4] = a4;
        tmp[5] = a5;
        tmp[6] = a6;
        tmp[7] = a7;
        long b0 = x[8];
        long b1 = x[9];
        long b2 = x[10];
        long b3 = x[11];
        long b4 = x[12];
        long b5 = x[13];
        long b6 = x[14];
        long b7 = x[15];
        t = (b0 ^ (b1 >>> 1)) & M1;
        b0 ^= t;
        b1 ^= t << 1;
        t = (b2 ^ (b3 >>> 1)) & M1;
        b2 ^= t;
        b3 ^= t << 1;
        t = (b4 ^ (b5 >>> 1)) & M1;
        b4 ^= t;
        b5 ^= t << 1;
        t = (b6 ^ (b7 >>> 1)) & M1;
        b6 ^= t;
        b7 ^= t << 1;
        t = (b0 ^ (b2 >>> 2)) & M2;
        b0 ^= t;
        b2 ^= t << 2;
        t = (b1 ^ (b3 >>> 2)) & M2;
        b1 ^= t;
        b3 ^= t << 2;
        t = (b4 ^ (b6 >>> 2)) & M2;
        b4 ^= t;
        b6 ^= t << 2;
        t = (b5 ^ (b7 >>> 2)) & M2;
        b5 ^= t;
        b7 ^= t << 2;
        t = (b0 ^ (b4 >>> 4)) & M4;
        b0 ^= t;
        b4 ^= t << 4;
        t = (b1 ^ (b5 >>> 4)) & M4;
        b1 ^= t;
        b5 ^= t << 4;
        t = (b2 ^ (b6 >>> 4)) & M4;
        b2 ^= t;
        b6 ^= t << 4;
        t = (b3 ^ (b7 >>> 4)) & M4;
        b3 ^= t;
        b7 ^= t << 4;
        finish(tmp[0], b0, out, outOff + 0);
        finish(tmp[1], b1, out, outOff + 1);
        finish(tmp[2], b2, out, outOff + 2);
        finish(tmp[3], b3, out, outOff + 3);
        finish(tmp[4], b4, out, outOff + 4);
        finish(tmp[5], b5, out, outOff + 5);
        finish(tmp[6], b6, out, outOff + 6);
        finish(tmp[7], b7, out, outOff + 7);
    }

    /** The 8-row round on longs m and m + 8, then the 16-row round inside each; stores rows m, m+8, m+16, m+24. */
    private static void finish(long a, long b, int[] out, int o) {
        long t = (a ^ (b >>> 8)) & M8;
        a ^= t;
        b ^= t << 8;
        int u = (int) (a >>> 32);
        int l = (int) a;
        out[o] = (u & 0xFFFF0000) | (l >>> 16);
        out[o + 16] = (u << 16) | (l & 0xFFFF);
        u = (int) (b >>> 32);
        l = (int) b;
        out[o + 8] = (u & 0xFFFF0000) | (l >>> 16);
        out[o + 24] = (u << 16) | (l & 0xFFFF);
    }

    private static final long M8 = 0x00FF00FF00FF00FFL;
    private static final long M4 = 0x0F0F0F0F0F0F0F0FL;
    private static final long M2 = 0x3333333333333333L;
    private static final long M1 = 0x5555555555555555L;
}
