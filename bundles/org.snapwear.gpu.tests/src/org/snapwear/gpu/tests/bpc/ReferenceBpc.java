package org.snapwear.gpu.tests.bpc;

import java.math.BigInteger;

/**
 * A deliberately slow, literal BPC encoder written independently of the fast one: BigInteger deltas reduced
 * modulo 2^33, boolean bit-plane matrices and a string of '0'/'1' characters. It shares no code with
 * org.snapwear.gpu.bpc and serves as the oracle for bit-exact comparisons.
 */
final class ReferenceBpc {
    private static final BigInteger MOD33 = BigInteger.ONE.shiftLeft(33);

    /** Symbol counts in the order zero_run, single_zero, all_ones, dbp_zero, two_ones, single_one, uncompressed. */
    final int[] counts = new int[7];
    int baseBits;

    String encode(int[] w, boolean fold) {
        long[] v = new long[32];
        for (int i = 0; i < 32; i++) {
            v[i] = fold ? Integer.rotateLeft(w[i], 1) : w[i];
        }
        StringBuilder sb = new StringBuilder();
        long base = v[0];
        if (base == 0) {
            sb.append("000");
        } else if (base >= -8 && base <= 7) {
            sb.append("001").append(bits(base, 4));
        } else if (base >= -128 && base <= 127) {
            sb.append("010").append(bits(base, 8));
        } else if (base >= -32768 && base <= 32767) {
            sb.append("011").append(bits(base, 16));
        } else {
            sb.append("1").append(bits(base, 32));
        }
        baseBits = sb.length();
        boolean[][] dbp = new boolean[33][31];
        for (int j = 0; j < 31; j++) {
            BigInteger d = BigInteger.valueOf(v[j + 1]).subtract(BigInteger.valueOf(v[j])).mod(MOD33);
            for (int k = 0; k < 33; k++) {
                dbp[k][j] = d.testBit(k);
            }
        }
        boolean[][] dbx = new boolean[33][31];
        for (int k = 0; k < 33; k++) {
            for (int j = 0; j < 31; j++) {
                dbx[k][j] = k == 32 ? dbp[k][j] : dbp[k][j] ^ dbp[k + 1][j];
            }
        }
        int k = 32;
        while (k >= 0) {
            if (ones(dbx[k]) == 0) {
                int n = 0;
                while (k - n >= 0 && ones(dbx[k - n]) == 0) {
                    n++;
                }
                if (n == 1) {
                    sb.append("001");
                    counts[1]++;
                } else {
                    sb.append("01").append(bits(n - 2, 5));
                    counts[0]++;
                }
                k -= n;
                continue;
            }
            boolean[] x = dbx[k];
            int ones = ones(x);
            if (ones == 31) {
                sb.append("00000");
                counts[2]++;
            } else if (ones(dbp[k]) == 0) {
                sb.append("00001");
                counts[3]++;
            } else if (ones == 2 && adjacentStart(x) >= 0) {
                sb.append("00010").append(bits(adjacentStart(x), 5));
                counts[4]++;
            } else if (ones == 1) {
                sb.append("00011").append(bits(firstOne(x), 5));
                counts[5]++;
            } else {
                sb.append("1");
                for (int j = 30; j >= 0; j--) {
                    sb.append(x[j] ? '1' : '0');
                }
                counts[6]++;
            }
            k--;
        }
        if (sb.length() >= 1024) {
            sb.setLength(0);
            for (int i = 0; i < 32; i++) {
                sb.append(bits(w[i], 32));
            }
        }
        return sb.toString();
    }

    private static int ones(boolean[] x) {
        int n = 0;
        for (boolean b : x) {
            n += b ? 1 : 0;
        }
        return n;
    }

    private static int firstOne(boolean[] x) {
        for (int j = 0; j < x.length; j++) {
            if (x[j]) {
                return j;
            }
        }
        return -1;
    }

    private static int adjacentStart(boolean[] x) {
        for (int j = 0; j + 1 < x.length; j++) {
            if (x[j] && x[j + 1]) {
                return j;
            }
        }
        return -1;
    }

    static String bits(long value, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = n - 1; i >= 0; i--) {
            sb.append(((value >>> i) & 1) != 0 ? '1' : '0');
        }
        return sb.toString();
    }

    /** The first {@code bits} bits of an MSB-first long[] stream as a 0/1 string. */
    static String toBitString(long[] stream, int bits) {
        StringBuilder sb = new StringBuilder(bits);
        for (int i = 0; i < bits; i++) {
            sb.append(((stream[i >>> 6] >>> (63 - (i & 63))) & 1) != 0 ? '1' : '0');
        }
        return sb.toString();
    }
}
