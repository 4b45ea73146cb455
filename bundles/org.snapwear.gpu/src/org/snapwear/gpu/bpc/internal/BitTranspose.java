package org.snapwear.gpu.bpc.internal;

/**
 * Transpose of a 32x32 bit matrix held as 32 ints (Hacker's Delight 7-3): row r is {@code a[r]}, column c is bit
 * {@code 31 - c}. Five rounds of masked swaps replace 1024 single-bit moves, on rows packed two per long; the
 * transpose is its own inverse, so BPC uses it both to build bit-planes and to rebuild words from them.
 */
public final class BitTranspose {
    private BitTranspose() {
    }

    /**
     * Transpose of the 32x32 bit matrix {@code in[inOff .. inOff + 31]} into {@code out[outOff .. outOff + 31]}
     * ({@code in} is not changed): the rows are packed in pairs into {@code packed} (16 longs) and transposed by
     * {@link #transposePacked}; {@code tmp} is scratch of 8 longs. (Measured as fast as a copy of the rounds that
     * reads the ints directly.)
     */
    public static void transpose32(int[] in, int inOff, int[] out, int outOff, long[] packed, long[] tmp) {
        for (int r = 0; r < 16; r++) {
            packed[r] = (long) in[inOff + r] << 32 | (in[inOff + r + 16] & 0xFFFFFFFFL);
        }
        transposePacked(packed, out, outOff, tmp);
    }

    /**
     * The transpose on rows packed in pairs ({@code x[r]} holds row r in its upper and row r + 16 in its lower
     * half), written as 32 rows to {@code out[outOff ..]}; {@code x} is not changed, {@code tmp} is scratch of 8
     * longs.
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
