package org.snapwear.gpu.tests.bpc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;

import org.junit.jupiter.api.Test;
import org.snapwear.gpu.bpc.BpcCompressor;
import org.snapwear.gpu.bpc.EntryCompressor;
import org.snapwear.gpu.bpc.internal.BitTranspose;

/**
 * The fast BPC paths classify planes from row-wise accumulators and transpose in blocks; these blocks are built to
 * hit the corners of that classification (planes with one or two ones at the last positions 29 and 30, the sign
 * plane DBX_32 as single one, two ones or all ones, DBP==0 planes, runs at either end, bases of every width) and
 * are checked bit for bit, with their symbol counts, against the independent {@link ReferenceBpc}.
 */
class PlaneClassesTest {

    /** Words from sparse deltas: mostly 0, some +-2^k, +-3 * 2^k, extremes, placed anywhere including d_30, d_31. */
    private static void sparseDeltas(Random r, int[] w) {
        int[] bases = {0, 5, -7, 100, -128, 30_000, -32_768, 1 << 20, Integer.MIN_VALUE, Integer.MAX_VALUE};
        int v = r.nextInt(4) == 0 ? r.nextInt() : bases[r.nextInt(bases.length)];
        w[0] = v;
        int density = 1 + r.nextInt(8);
        boolean allDown = r.nextInt(10) == 0;
        for (int i = 1; i < 32; i++) {
            int d = 0;
            if (allDown) {
                d = -(1 + r.nextInt(3));
            } else if (r.nextInt(density) == 0 || (i >= 30 && r.nextBoolean())) {
                int k = r.nextInt(32);
                switch (r.nextInt(5)) {
                    case 0: d = 1 << k; break;
                    case 1: d = -(1 << k); break;
                    case 2: d = 3 << Math.min(k, 30); break;
                    case 3: d = -(3 << Math.min(k, 30)); break;
                    default: d = r.nextBoolean() ? Integer.MIN_VALUE : Integer.MAX_VALUE; break;
                }
            }
            v += d;
            w[i] = v;
        }
    }

    @Test
    void sparseDeltaBlocksMatchTheReference() {
        Random r = new Random(2026_11_22);
        int[] w = new int[32];
        int[] back = new int[32];
        byte[] counts = new byte[BpcCompressor.COUNT_BYTES];
        long[] out = new long[EntryCompressor.MAX_ENCODED_LONGS];
        int[] seen = new int[7];
        for (int trial = 0; trial < 20_000; trial++) {
            sparseDeltas(r, w);
            for (boolean fold : new boolean[] {false, true}) {
                BpcCompressor c = fold ? BpcCompressor.signFolded() : BpcCompressor.standard();
                ReferenceBpc ref = new ReferenceBpc();
                String expected = ref.encode(w, fold);
                int n = c.encode(w, out);
                assertEquals(expected, ReferenceBpc.toBitString(out, n), "block " + trial + " fold " + fold);
                assertEquals(n, c.compressedBits(w));
                assertEquals(n, c.analyze(w, counts, 0));
                if (n < EntryCompressor.ENTRY_BITS) {
                    for (int s = 0; s < 7; s++) {
                        assertEquals(ref.counts[s], counts[s], "block " + trial + " symbol count " + s);
                        seen[s] += ref.counts[s];
                    }
                    assertEquals(ref.baseBits, counts[7]);
                }
                c.decode(out, n, back);
                assertArrayEquals(w, back, "block " + trial + " fold " + fold);
            }
        }
        // the corpus really exercises every symbol
        for (int s = 0; s < 7; s++) {
            assertEquals(true, seen[s] > 100, "symbol " + s + " seen " + seen[s] + " times");
        }
    }

    @Test
    void blockedTransposesMatchTheDefinition() {
        Random r = new Random(9);
        int[] a = new int[40];
        int[] t = new int[36];
        int[] u = new int[36];
        long[] packed = new long[16];
        long[] tmp = new long[8];
        for (int trial = 0; trial < 200; trial++) {
            for (int i = 0; i < a.length; i++) {
                a[i] = trial % 3 == 0 ? 1 << r.nextInt(32) : r.nextInt();
            }
            int off = trial % 5;
            BitTranspose.transpose32(a, off, t, 2, new long[16], tmp);
            for (int i = 0; i < 16; i++) {
                packed[i] = (long) a[off + i] << 32 | (a[off + i + 16] & 0xFFFFFFFFL);
            }
            BitTranspose.transposePacked(packed, u, 3, tmp);
            for (int row = 0; row < 32; row++) {
                for (int col = 0; col < 32; col++) {
                    int in = (a[off + row] >>> (31 - col)) & 1;
                    assertEquals(in, (t[2 + col] >>> (31 - row)) & 1, "element " + row + "," + col);
                    assertEquals(in, (u[3 + col] >>> (31 - row)) & 1, "packed element " + row + "," + col);
                }
            }
        }
    }
}
