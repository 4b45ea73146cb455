package org.snapwear.flash.slc;

import java.io.ByteArrayOutputStream;

/** Unsigned LEB128 varints shared by the delta codecs (1 byte below 128, 2 below 16384). */
final class Varint {
    private Varint() {
    }

    static void put(ByteArrayOutputStream out, int value) {
        int v = value;
        while ((v & ~0x7F) != 0) {
            out.write((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        out.write(v);
    }

    /** Reads a varint at pos[0], advancing it; fails on truncation. */
    static int get(byte[] in, int[] pos, int end) {
        int result = 0;
        int shift = 0;
        while (true) {
            if (pos[0] >= end || shift > 28) {
                throw new IllegalArgumentException("corrupt delta: truncated varint at byte " + pos[0]);
            }
            byte b = in[pos[0]++];
            result |= (b & 0x7F) << shift;
            if (b >= 0) {
                return result;
            }
            shift += 7;
        }
    }
}
