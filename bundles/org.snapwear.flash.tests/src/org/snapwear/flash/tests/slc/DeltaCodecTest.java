package org.snapwear.flash.tests.slc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.snapwear.flash.slc.DeltaCodec;
import org.snapwear.flash.slc.DiffIndexCodec;
import org.snapwear.flash.slc.XorRleCodec;

class DeltaCodecTest {

    private static List<DeltaCodec> codecs() {
        return List.of(new XorRleCodec(), new DiffIndexCodec(8), new DiffIndexCodec(1), new DiffIndexCodec(13),
                new DiffIndexCodec(8, DiffIndexCodec.IndexEncoding.VARINT_GAP),
                new DiffIndexCodec(3, DiffIndexCodec.IndexEncoding.VARINT_GAP));
    }

    @Test
    void randomEditsRoundTripBitExactly() {
        SplittableRandom r = new SplittableRandom(3);
        long deadline = System.nanoTime() + Integer.getInteger("snapwear.fuzz.seconds", 20) * 1_000_000_000L / 10;
        int cases = 0;
        while (cases < 300 || (System.nanoTime() < deadline && cases < 3000)) {
            int n = 1 + r.nextInt(5000);
            byte[] base = new byte[n];
            r.nextBytes(base);
            byte[] next = base.clone();
            int edits = r.nextInt(40);
            for (int e = 0; e < edits; e++) {
                int at = r.nextInt(n);
                int len = Math.min(n - at, 1 + r.nextInt(cases % 2 == 0 ? 4 : 300));
                for (int k = 0; k < len; k++) {
                    next[at + k] = r.nextInt(4) == 0 ? base[at + k] : (byte) r.nextInt(256);
                }
            }
            for (DeltaCodec c : codecs()) {
                byte[] d = c.encode(base, next);
                assertArrayEquals(next, c.decode(base, d, 0, d.length), c.id() + " case " + cases);
                // Decoding from an offset inside a larger buffer works too.
                byte[] padded = new byte[d.length + 7];
                System.arraycopy(d, 0, padded, 5, d.length);
                assertArrayEquals(next, c.decode(base, padded, 5, d.length));
            }
            cases++;
        }
    }

    @Test
    void exactSizesOfKnownDeltas() {
        byte[] base = new byte[4096];
        byte[] next = base.clone();
        next[100] = 1;  // segment 12 (8-byte)
        next[101] = 2;
        next[4095] = 3; // segment 511
        // diff-index u16: count (2) + 2 x (index 2 + content 8)
        assertEquals(2 + 2 * 10, new DiffIndexCodec(8).encode(base, next).length);
        // varint gaps: count 1 + (gap 12: 1 + 8) + (gap 498: 2 + 8)
        assertEquals(1 + 9 + 10, new DiffIndexCodec(8, DiffIndexCodec.IndexEncoding.VARINT_GAP).encode(base, next).length);
        // xor-rle: (zero run 100: 1, literal 2: 1, 2 bytes) + (zero run 3993: 2, literal 1: 1, 1 byte)
        assertEquals(4 + 4, new XorRleCodec().encode(base, next).length);
        // A gap of 2 zero bytes is kept inside the literal run: one pair of 5 literal bytes.
        byte[] gap = base.clone();
        gap[10] = 1;
        gap[13] = 1;
        byte[] enc = new XorRleCodec().encode(base, gap);
        assertEquals(1 + 1 + 4, enc.length);
        assertEquals(0, new XorRleCodec().encode(base, base).length);
    }

    @Test
    void corruptDeltasAreRejected() {
        byte[] base = new byte[64];
        assertThrows(IllegalArgumentException.class, () -> new XorRleCodec().decode(base, new byte[] {60, 10, 1}, 0, 3));
        assertThrows(IllegalArgumentException.class, () -> new DiffIndexCodec(8).decode(base, new byte[] {1, 0, 9, 0}, 0, 4));
        assertThrows(IllegalArgumentException.class, () -> new XorRleCodec().encode(base, new byte[63]));
    }

    @Test
    void sqliteFixtureSizesMatchDomainFacts() throws IOException {
        Map<Integer, byte[]> prev = new HashMap<>();
        long n = 0;
        long xor = 0;
        long diff8 = 0;
        long diff8gap = 0;
        for (SqliteFixture.PageVersion v : SqliteFixture.load()) {
            byte[] p = prev.put(v.page(), v.bytes());
            if (p == null) {
                continue;
            }
            n++;
            xor += new XorRleCodec().encode(p, v.bytes()).length;
            diff8 += new DiffIndexCodec(8).encode(p, v.bytes()).length;
            diff8gap += new DiffIndexCodec(8, DiffIndexCodec.IndexEncoding.VARINT_GAP).encode(p, v.bytes()).length;
        }
        assertEquals(4349, n);
        // docs/papers.md#figures-slc-progressive: XOR + zero-run RLE 2.54% of 4 KB per version, 8-byte diff-index 3.67%.
        assertEquals(2.54, 100.0 * xor / n / 4096, 0.005);
        assertEquals(3.67, 100.0 * diff8 / n / 4096, 0.01);
        assertEquals(3.30, 100.0 * diff8gap / n / 4096, 0.01);
    }
}
