package org.snapwear.gpu.tests.bpc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.snapwear.gpu.bpc.BpcCompressor;
import org.snapwear.gpu.bpc.EntryCompressor;

/**
 * The BPC decoder's answer to malformed input: the fast decoder hands anything suspicious to a checking decoder,
 * so the exception messages must stay exactly those of the decoder before the 2026-11-22 speed work. Crafted
 * faults are checked by message; a seeded corpus of corrupted encodings (flipped bits, wrong lengths, short
 * buffers) is pinned by a digest of every outcome (message or decoded words) recorded with the decoder of commit
 * 61f65fb, so no corruption can silently decode differently or fail with a different message.
 */
class DecodeFaultsTest {
    private static final BpcCompressor BPC = BpcCompressor.standard();

    /** Outcome digests recorded with commit 61f65fb's decoder (bpc, bpc-signfold). */
    private static final long[] EXPECTED = {0x9EBC2EC59BC96522L, 0xF219CE083511F372L};

    private static String message(long[] in, int bits) {
        return assertThrows(IllegalArgumentException.class, () -> BPC.decode(in, bits, new int[32])).getMessage();
    }

    private static long[] encodeOf(int[] w, int[] bits) {
        long[] out = new long[EntryCompressor.MAX_ENCODED_LONGS];
        bits[0] = BPC.encode(w, out);
        return out;
    }

    @Test
    void craftedFaultsKeepTheirMessages() {
        int[] w = new int[32];
        w[3] = 77;
        int[] n = new int[1];
        long[] out = encodeOf(w, n);
        assertEquals(76, n[0]);
        assertEquals("BPC: encoding ends at bit 76 but is 73 bits long", message(out, n[0] - 3));
        assertEquals("BPC: encoding ends at bit 76 but is 81 bits long", message(out, n[0] + 5));
        assertEquals("compressed entry truncated: needs bit 1 of a 0-bit encoding", message(out, 0));
        assertEquals("bit length -1 outside the buffer of 1536 bits", message(out, -1));
        assertEquals("bit length 200 outside the buffer of 128 bits", message(Arrays.copyOf(out, 2), 200));
        // a 33-bit base announced in a 10-bit encoding
        long[] longBase = new long[EntryCompressor.MAX_ENCODED_LONGS];
        longBase[0] = -1L;
        assertEquals("compressed entry truncated: needs bit 33 of a 10-bit encoding", message(longBase, 10));
        // a run of 33 zero planes announced when only 31 remain
        long[] run = new long[EntryCompressor.MAX_ENCODED_LONGS];
        run[0] = Long.parseUnsignedLong("000" + "00011" + "00001" + "01" + "11111" + "0".repeat(44), 2);
        assertEquals("BPC: zero run of 33 planes at plane 31 (bit 20) runs past plane 0", message(run, 20));
        // two adjacent ones at position 30 (the highest plane bit is 30) and a single one at 31
        long[] two = new long[EntryCompressor.MAX_ENCODED_LONGS];
        two[0] = Long.parseUnsignedLong("000" + "00010" + "11110" + "0".repeat(51), 2);
        assertEquals("BPC: bit position 30 out of range at bit 13", message(two, 13));
        long[] one = new long[EntryCompressor.MAX_ENCODED_LONGS];
        one[0] = Long.parseUnsignedLong("000" + "00011" + "11111" + "0".repeat(51), 2);
        assertEquals("BPC: bit position 31 out of range at bit 13", message(one, 13));
        // more than 1024 bits cannot be an encoding (longer ones are stored raw as exactly 1024 bits)
        long[] ones = new long[EntryCompressor.MAX_ENCODED_LONGS];
        Arrays.fill(ones, -1L);
        assertEquals("compressed entry truncated: needs bit 1026 of a 1025-bit encoding", message(ones, 1025));
        assertEquals("BPC: encoding ends at bit 1089 but is 1100 bits long", message(Arrays.copyOf(ones, 18), 1100));
    }

    @Test
    void shortBuffersDecodeLikeLongOnes() {
        Random r = new Random(5);
        int[] w = new int[32];
        int[] back = new int[32];
        int[] n = new int[1];
        for (int trial = 0; trial < 2_000; trial++) {
            TestBlocks.fill(r, trial % TestBlocks.KINDS, w);
            long[] out = encodeOf(w, n);
            if (n[0] == EntryCompressor.ENTRY_BITS) {
                continue;
            }
            // exactly the longs the encoding needs: the decoder must not read past them
            BPC.decode(Arrays.copyOf(out, (n[0] + 63) / 64), n[0], back);
            assertArrayEquals(w, back, "block " + trial);
        }
    }

    /** Outcome of a decode: the words, or the exception message. */
    private static String outcome(long[] in, int bits) {
        int[] back = new int[32];
        try {
            BPC.decode(in, bits, back);
            return Arrays.toString(back);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    @Test
    void longsPastTheSeventeenthNeverMatter() {
        // no code starts past bit 1057 (33-bit base and 32 raw codes), so whatever follows long 16 must not change
        // any outcome: also for lengths of 1025..1089 bits, which only the checking decoder sees (at 1089 bits a
        // stream of 33 raw codes even decodes, with its last bit read as 0, as the decoder always did)
        Random r = new Random(17);
        int decoded = 0;
        for (int trial = 0; trial < 3_000; trial++) {
            long[] clean = new long[EntryCompressor.MAX_ENCODED_LONGS];
            boolean allRaw = r.nextBoolean();
            for (int i = 0; i < 17; i++) {
                // with a 33-bit base, raw codes start at bit offsets 1 and 33 of every long
                clean[i] = allRaw ? r.nextLong() | 0x4000000040000000L : r.nextLong();
            }
            clean[0] |= allRaw ? 0x8000000000000000L : 0L;
            int bits = allRaw && r.nextBoolean() ? 1089 : 1025 + r.nextInt(65);
            long[] garbage = clean.clone();
            for (int i = 17; i < garbage.length; i++) {
                garbage[i] = r.nextLong() | 0x8000000000000000L;
            }
            String expected = outcome(clean, bits);
            decoded += expected.startsWith("[") ? 1 : 0;
            assertEquals(expected, outcome(garbage, bits), "trial " + trial);
        }
        assertEquals(true, decoded > 100, "streams that decode: " + decoded);
    }

    /** Digest of the outcomes of decoding a seeded corpus of corrupted encodings. */
    public static long corruptionDigest(EntryCompressor c) {
        Random r = new Random(0xFA_17);
        int[] w = new int[32];
        int[] back = new int[32];
        long[] out = new long[EntryCompressor.MAX_ENCODED_LONGS];
        long h = 0xcbf29ce484222325L;
        for (int trial = 0; trial < 30_000; trial++) {
            TestBlocks.fill(r, trial % TestBlocks.KINDS, w);
            int n = c.encode(w, out);
            long[] in = out.clone();
            int bits = n;
            int kind = r.nextInt(4);
            if (kind != 1) {
                for (int f = 1 + r.nextInt(3); f > 0; f--) {
                    int bit = r.nextInt(Math.max(1, n));
                    in[bit >>> 6] ^= 1L << (63 - (bit & 63));
                }
            }
            if (kind != 0) {
                bits = Math.max(0, n + r.nextInt(81) - 40);
            }
            if (kind == 3) {
                in = Arrays.copyOf(in, Math.max(1, (bits + 63) / 64));
            }
            try {
                c.decode(in, bits, back);
                for (int x : back) {
                    h = mix(h, x);
                }
            } catch (IllegalArgumentException e) {
                for (char ch : e.getMessage().toCharArray()) {
                    h = mix(h, ch);
                }
            }
        }
        return h;
    }

    private static long mix(long h, long v) {
        h ^= v;
        h *= 0x100000001b3L;
        return h ^ (h >>> 29);
    }

    @Test
    void corruptedEncodingsDecodeOrFailAsBefore() {
        assertEquals(EXPECTED[0], corruptionDigest(BpcCompressor.standard()), "bpc");
        assertEquals(EXPECTED[1], corruptionDigest(BpcCompressor.signFolded()), "bpc-signfold");
    }
}
