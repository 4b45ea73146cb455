package org.snapwear.gpu.tests.bpc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;

import org.junit.jupiter.api.Test;
import org.snapwear.gpu.bpc.EntryCompressor;
import org.snapwear.gpu.bpc.EntryCompressors;

/**
 * Pins the exact encoded bits of every built-in compressor on a varied corpus (all {@link TestBlocks} kinds) to
 * digests recorded from the implementation before the 2026-11-22 decode optimisation, so speed work can never
 * change the format silently. Each encoding must also decode back to its block.
 */
class EncodedBitsPinTest {

    /** Digests recorded with the encoder of commit 1741b48 (bpc, bpc-signfold, zeromask, bpc-zero). */
    private static final long[] EXPECTED = {0x59D207CE07630402L, 0x6D1CA0556E1FF2B3L, 0x24EDAA367D9E25DEL,
        0x023CB8D816A08EBEL};

    static long digest(EntryCompressor c) {
        Random r = new Random(0x5EED_B9C);
        int[] w = new int[32];
        int[] back = new int[32];
        long[] out = new long[EntryCompressor.MAX_ENCODED_LONGS];
        long h = 0xcbf29ce484222325L;
        for (int n = 0; n < 20_000; n++) {
            TestBlocks.fill(r, n % TestBlocks.KINDS, w);
            int bits = c.encode(w, out);
            h = mix(h, bits);
            // only the used bits count; the rest of the buffer is the encoder's business
            for (int i = 0; i < (bits + 63) / 64; i++) {
                long v = out[i];
                int used = Math.min(64, bits - 64 * i);
                h = mix(h, used == 64 ? v : v & (-1L << (64 - used)));
            }
            c.decode(out, bits, back);
            assertArrayEquals(w, back, c.id() + " block " + n);
        }
        return h;
    }

    private static long mix(long h, long v) {
        // FNV-1a over the 8 bytes of v
        for (int i = 0; i < 8; i++) {
            h ^= (v >>> (8 * i)) & 0xFF;
            h *= 0x100000001b3L;
        }
        return h;
    }

    @Test
    void encodedBitsMatchTheRecordedDigests() {
        var all = EntryCompressors.all();
        assertEquals(EXPECTED.length, all.size());
        for (int i = 0; i < all.size(); i++) {
            assertEquals(EXPECTED[i], digest(all.get(i)), all.get(i).id());
        }
    }
}
