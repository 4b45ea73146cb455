package org.snapwear.codec.codecs;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.snapwear.codec.spi.ChunkInput;

/** Byte-level helpers: the XOR delta of a chunk and its inverse, and byte-plane shuffling. */
final class ChunkBytes {
    private ChunkBytes() {
    }

    /** current XOR previous (or a copy of current for a baseline). */
    static byte[] xorDelta(ChunkInput in) {
        int n = in.chunk().byteLength();
        byte[] out = new byte[n];
        ByteBuffer c = in.current();
        c.get(0, out);
        ByteBuffer p = in.previous();
        if (p != null) {
            int i = 0;
            for (; i + 8 <= n; i += 8) {
                long v = c.getLong(i) ^ p.getLong(i);
                putLong(out, i, v);
            }
            for (; i < n; i++) {
                out[i] = (byte) (c.get(i) ^ p.get(i));
            }
        }
        return out;
    }

    /** Writes delta XOR previous (or delta itself for a baseline) to out[0..n). */
    static void undoXor(ChunkInput in, byte[] delta, ByteBuffer out) throws IOException {
        int n = in.chunk().byteLength();
        if (delta.length != n) {
            throw new IOException("decoded " + delta.length + " bytes, " + n + " expected");
        }
        ByteBuffer p = in.previous();
        if (p == null) {
            out.put(0, delta, 0, n);
            return;
        }
        ByteBuffer d = ByteBuffer.wrap(delta).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        int i = 0;
        for (; i + 8 <= n; i += 8) {
            out.putLong(i, d.getLong(i) ^ p.getLong(i));
        }
        for (; i < n; i++) {
            out.put(i, (byte) (delta[i] ^ p.get(i)));
        }
    }

    /** Splits elements of {@code width} bytes into byte planes (all byte 0s, then all byte 1s, ...). */
    static byte[] shuffle(byte[] data, int width) {
        int n = data.length / width;
        byte[] out = new byte[data.length];
        for (int b = 0; b < width; b++) {
            int base = b * n;
            for (int i = 0; i < n; i++) {
                out[base + i] = data[i * width + b];
            }
        }
        return out;
    }

    /** Inverse of {@link #shuffle}. */
    static byte[] unshuffle(byte[] planes, int width) {
        int n = planes.length / width;
        byte[] out = new byte[planes.length];
        for (int b = 0; b < width; b++) {
            int base = b * n;
            for (int i = 0; i < n; i++) {
                out[i * width + b] = planes[base + i];
            }
        }
        return out;
    }

    private static void putLong(byte[] a, int i, long v) {
        for (int k = 0; k < 8; k++) {
            a[i + k] = (byte) (v >>> (8 * k));
        }
    }
}
