package org.snapwear.trace.tests.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.snapwear.trace.io.Varint;

/** Unsigned LEB128 as the SLC codecs and the block-state log have always written it. */
class VarintTest {

    private static byte[] encode(int v) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Varint.write(out, v);
        return out.toByteArray();
    }

    private static byte[] bytes(int... b) {
        byte[] r = new byte[b.length];
        for (int i = 0; i < b.length; i++) {
            r[i] = (byte) b[i];
        }
        return r;
    }

    @Test
    void knownEncodings() {
        assertArrayEquals(bytes(0x00), encode(0));
        assertArrayEquals(bytes(0x7F), encode(127));
        assertArrayEquals(bytes(0x80, 0x01), encode(128));
        assertArrayEquals(bytes(0xAC, 0x02), encode(300));
        assertArrayEquals(bytes(0xFF, 0x7F), encode(16_383));
        assertArrayEquals(bytes(0x80, 0x80, 0x01), encode(16_384));
        assertArrayEquals(bytes(0xFF, 0xFF, 0xFF, 0xFF, 0x07), encode(Integer.MAX_VALUE));
        assertArrayEquals(bytes(0xFF, 0xFF, 0xFF, 0xFF, 0x0F), encode(-1));
    }

    @Test
    void allFormsRoundTripAndAgree() {
        SplittableRandom rnd = new SplittableRandom(19);
        for (int i = 0; i < 100_000; i++) {
            int v = i < 1000 ? i : rnd.nextInt() >>> rnd.nextInt(32);
            byte[] a = encode(v);
            ByteArrayOutputStream viaSink = new ByteArrayOutputStream();
            Varint.write(b -> viaSink.write(b), v);
            assertArrayEquals(a, viaSink.toByteArray());
            assertEquals(a.length, Varint.size(v));
            int[] pos = {0};
            assertEquals(v, Varint.read(a, pos, a.length));
            assertEquals(a.length, pos[0]);
            int[] next = {0};
            assertEquals(v, Varint.read(() -> a[next[0]++]));
        }
    }

    @Test
    void truncatedAndOverlongInputIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> Varint.read(bytes(0x80, 0x80), new int[] {0}, 2));
        assertThrows(IllegalArgumentException.class, () -> Varint.read(bytes(0x01), new int[] {1}, 1));
        byte[] six = bytes(0x80, 0x80, 0x80, 0x80, 0x80, 0x01);
        assertThrows(IllegalArgumentException.class, () -> Varint.read(six, new int[] {0}, six.length));
        int[] p = {0};
        assertThrows(IllegalArgumentException.class, () -> Varint.read(() -> six[p[0]++]));
    }
}
