package org.snapwear.gpu.tests.bpc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;

import org.junit.jupiter.api.Test;
import org.snapwear.gpu.bpc.BpcCompressor;
import org.snapwear.gpu.bpc.EntryCompressor;

/** BPC codes checked against blocks worked out by hand and against the slow reference encoder. */
class BpcSymbolTest {
    private static final BpcCompressor BPC = BpcCompressor.standard();

    private static String encodeBits(BpcCompressor c, int[] w) {
        long[] out = new long[EntryCompressor.MAX_ENCODED_LONGS];
        int n = c.encode(w, out);
        assertEquals(n, c.compressedBits(w), "encode and size-only path disagree");
        return ReferenceBpc.toBitString(out, n);
    }

    private static byte[] counts(int[] w) {
        byte[] c = new byte[BpcCompressor.COUNT_BYTES];
        BPC.analyze(w, c, 0);
        return c;
    }

    @Test
    void allZeroBlockIsBaseZeroAndOneRunOf33() {
        int[] w = new int[32];
        // 000 (base zero) + 01 + 11111 (run of 33 zero planes, 33 - 2 = 31)
        assertEquals("000" + "01" + "11111", encodeBits(BPC, w));
        assertArrayEquals(new byte[] {1, 0, 0, 0, 0, 0, 0, 3}, counts(w));
        assertEquals(1, EntryCompressor.sectors(10));
    }

    @Test
    void constantBlockCostsBasePlusOneRun() {
        int[] w = new int[32];
        java.util.Arrays.fill(w, Float.floatToRawIntBits(1.0f)); // 0x3F800000 needs the 32-bit base code
        assertEquals("1" + "00111111100000000000000000000000" + "0111111", encodeBits(BPC, w));
        java.util.Arrays.fill(w, 5); // fits in 4 bits
        assertEquals("001" + "0101" + "0111111", encodeBits(BPC, w));
        java.util.Arrays.fill(w, -100); // 8-bit base
        assertEquals("010" + "10011100" + "0111111", encodeBits(BPC, w));
    }

    @Test
    void rampWithDeltaOneHasOnlyAnAllOnesLowPlane() {
        int[] w = new int[32];
        for (int i = 0; i < 32; i++) {
            w[i] = i;
        }
        // DBP_0 = 31 ones, all higher planes zero: DBX_32..1 is a run of 32, DBX_0 = all ones
        assertEquals("000" + "01" + "11110" + "00000", encodeBits(BPC, w));
        assertArrayEquals(new byte[] {1, 0, 1, 0, 0, 0, 0, 3}, counts(w));
    }

    @Test
    void rampWithDeltaMinusOneHasAllOnesTopPlane() {
        int[] w = new int[32];
        for (int i = 0; i < 32; i++) {
            w[i] = 100 - i;
        }
        // every 33-bit delta is all ones: DBP_k all ones, DBX_32 all ones, DBX_31..0 zero (run of 32)
        assertEquals("010" + "01100100" + "00000" + "01" + "11110", encodeBits(BPC, w));
    }

    @Test
    void oneFlippedBitUsesSingleOneAndDbpZeroCodes() {
        int[] w = new int[32];
        w[5] = 1 << 10;
        // d_5 = +1024 (plane bit 4), d_6 = -1024 (plane bit 5, bits 10..32 set)
        // DBX_32 = {5} single one; DBX_31..11 zero (21 planes); DBX_10 = {4} single one;
        // DBX_9 = DBP_10 = {4,5} but DBP_9 == 0 -> 00001 (tried before "two ones"); DBX_8..0 zero (9 planes)
        String expected = "000" + "00011" + "00101" + "01" + "10011" + "00011" + "00100" + "00001" + "01" + "00111";
        assertEquals(expected, encodeBits(BPC, w));
        assertEquals(42, BPC.compressedBits(w));
        assertArrayEquals(new byte[] {2, 0, 0, 1, 0, 2, 0, 3}, counts(w));
    }

    @Test
    void twoAdjacentOnesCode() {
        // deltas: d_1 = 3 (bits 0,1), then d_2 = -3; DBP_0 = {0,1}, DBP_1 = {0,1}, DBP_k>=2 = {1}
        int[] w = new int[32];
        w[1] = 3;
        // -3 as 33 bits is 1...11101, so DBP_0 = {0,1}, DBP_1 = {0}, DBP_2..32 = {1}
        // DBX_32 = {1} single one; DBX_31..2 zero (30 planes); DBX_1 = {0,1} two ones at 0; DBX_0 = {1}
        String expected = "000" + "00011" + "00001" + "01" + "11100" + "00010" + "00000" + "00011" + "00001";
        assertEquals(expected, encodeBits(BPC, w));
        int[] v = new int[32];
        v[1] = 1;
        v[2] = 1; // d_1 = 1, d_2 = 0, d_3 = -1 : DBP_0 = {0, 2}
        assertEquals(new ReferenceBpc().encode(v, false), encodeBits(BPC, v));
    }

    @Test
    void randomBlockFallsBackToRaw() {
        Random r = new Random(7);
        int[] w = new int[32];
        for (int i = 0; i < 32; i++) {
            w[i] = r.nextInt();
        }
        assertEquals(1024, BPC.compressedBits(w));
        StringBuilder raw = new StringBuilder();
        for (int x : w) {
            raw.append(ReferenceBpc.bits(x, 32));
        }
        assertEquals(raw.toString(), encodeBits(BPC, w));
        assertEquals(4, EntryCompressor.sectors(1024));
    }

    @Test
    void matchesReferenceOnRandomBlocksOfManyKinds() {
        Random r = new Random(42);
        int[] w = new int[32];
        byte[] c = new byte[BpcCompressor.COUNT_BYTES];
        for (int trial = 0; trial < 6_000; trial++) {
            TestBlocks.fill(r, trial % TestBlocks.KINDS, w);
            for (boolean fold : new boolean[] {false, true}) {
                BpcCompressor fast = fold ? BpcCompressor.signFolded() : BPC;
                ReferenceBpc ref = new ReferenceBpc();
                String expected = ref.encode(w, fold);
                assertEquals(expected, encodeBits(fast, w), "block " + trial + " fold " + fold);
                if (expected.length() < 1024) {
                    fast.analyze(w, c, 0);
                    for (int s = 0; s < 7; s++) {
                        assertEquals(ref.counts[s], c[s], "symbol count " + s);
                    }
                    assertEquals(ref.baseBits, c[7]);
                }
            }
        }
    }

    @Test
    void malformedEncodingsAreRejected() {
        int[] w = new int[32];
        w[3] = 77;
        long[] out = new long[EntryCompressor.MAX_ENCODED_LONGS];
        int n = BPC.encode(w, out);
        assertThrows(IllegalArgumentException.class, () -> BPC.decode(out, n - 3, new int[32]));
        assertThrows(IllegalArgumentException.class, () -> BPC.decode(out, n + 5, new int[32]));
        // a run of 33 zero planes announced when only 20 planes remain
        long[] bad = new long[EntryCompressor.MAX_ENCODED_LONGS];
        bad[0] = Long.parseUnsignedLong("000" + "00011" + "00001" + "01" + "11111" + "0".repeat(44), 2);
        assertThrows(IllegalArgumentException.class, () -> BPC.decode(bad, 20, new int[32]));
    }
}
