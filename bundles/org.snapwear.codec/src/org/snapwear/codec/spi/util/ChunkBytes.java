package org.snapwear.codec.spi.util;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.snapwear.codec.spi.ChunkInput;

/**
 * Byte-level helpers for codecs: the XOR delta of a chunk against its reference and its inverse, and byte-plane
 * shuffling (all lowest bytes of the elements, then all second bytes, ...), alone or fused with the XOR. The built-in
 * XOR codecs (gzip, zstd, xor-shuffle-zstd) and the LZ4 example plug-in use them, so a plug-in that wants the same
 * front end gets the same bytes and the tuned loops without copying them.
 * <p>
 * Every method reads the chunk's buffers with absolute gets (their positions are not moved) and writes {@code out}
 * with absolute puts at 0..length; the chunk buffers a codec receives and the {@code out} buffers it is given are
 * little-endian. A baseline chunk ({@link ChunkInput#previous()} null) is treated as a delta against zero.
 */
public final class ChunkBytes {
    private ChunkBytes() {
    }

    /** current XOR previous (or a copy of current for a baseline). */
    public static byte[] xorDelta(ChunkInput in) {
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

    /**
     * Writes delta XOR previous (or delta itself for a baseline) to out[0..n).
     *
     * @throws IOException if {@code delta} is not exactly the chunk's length (a corrupt encoding)
     */
    public static void undoXor(ChunkInput in, byte[] delta, ByteBuffer out) throws IOException {
        int n = in.chunk().byteLength();
        if (delta.length != n) {
            throw new IOException("decoded " + delta.length + " bytes, " + n + " expected");
        }
        ByteBuffer p = in.previous();
        if (p == null) {
            out.put(0, delta, 0, n);
            return;
        }
        ByteBuffer d = ByteBuffer.wrap(delta).order(ByteOrder.LITTLE_ENDIAN);
        int i = 0;
        for (; i + 8 <= n; i += 8) {
            out.putLong(i, d.getLong(i) ^ p.getLong(i));
        }
        for (; i < n; i++) {
            out.put(i, (byte) (delta[i] ^ p.get(i)));
        }
    }

    /**
     * Splits elements of {@code width} bytes into byte planes (all byte 0s, then all byte 1s, ...); a trailing
     * partial element (length not a multiple of {@code width}) is left as zeros.
     */
    public static byte[] shuffle(byte[] data, int width) {
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
    public static byte[] unshuffle(byte[] planes, int width) {
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

    /**
     * {@code shuffle(xorDelta(in), width)} in one pass over the chunk: each element is loaded once (XORed with the
     * previous version's element when there is one) and its bytes go straight to their planes, instead of copying
     * the chunk, XORing it and then gathering every plane with strided reads. Same bytes, a third of the memory
     * traffic.
     */
    public static byte[] xorShuffled(ChunkInput in, int width) {
        int len = in.chunk().byteLength();
        if ((width != 2 && width != 4 && width != 8) || len % width != 0) {
            return shuffle(xorDelta(in), width);
        }
        ByteBuffer c = in.current().duplicate().order(ByteOrder.LITTLE_ENDIAN);
        ByteBuffer p = in.previous() == null ? null : in.previous().duplicate().order(ByteOrder.LITTLE_ENDIAN);
        byte[] out = new byte[len];
        int n = len / width;
        for (int i = 0; i < n; i++) {
            long v = load(c, width, i);
            if (p != null) {
                v ^= load(p, width, i);
            }
            for (int b = 0, at = i; b < width; b++, at += n) {
                out[at] = (byte) (v >>> (b << 3));
            }
        }
        return out;
    }

    /** {@code undoXor(in, unshuffle(planes, width), out)} in one pass: the inverse of {@link #xorShuffled}. */
    public static void unshuffleXor(ChunkInput in, byte[] planes, int width, ByteBuffer out) throws IOException {
        int len = in.chunk().byteLength();
        if ((width != 2 && width != 4 && width != 8) || len % width != 0) {
            undoXor(in, unshuffle(planes, width), out);
            return;
        }
        if (planes.length != len) {
            throw new IOException("decoded " + planes.length + " bytes, " + len + " expected");
        }
        ByteBuffer p = in.previous() == null ? null : in.previous().duplicate().order(ByteOrder.LITTLE_ENDIAN);
        ByteBuffer o = out.duplicate().order(ByteOrder.LITTLE_ENDIAN);
        int n = len / width;
        for (int i = 0; i < n; i++) {
            long v = 0;
            for (int b = 0, at = i; b < width; b++, at += n) {
                v |= (planes[at] & 0xffL) << (b << 3);
            }
            if (p != null) {
                v ^= load(p, width, i);
            }
            switch (width) {
                case 2 -> o.putShort(i << 1, (short) v);
                case 4 -> o.putInt(i << 2, (int) v);
                default -> o.putLong(i << 3, v);
            }
        }
    }

    /** Element i of a little-endian buffer of 2-, 4- or 8-byte elements, zero-extended. */
    private static long load(ByteBuffer b, int width, int i) {
        return switch (width) {
            case 2 -> b.getShort(i << 1) & 0xffffL;
            case 4 -> b.getInt(i << 2) & 0xffffffffL;
            default -> b.getLong(i << 3);
        };
    }

    private static void putLong(byte[] a, int i, long v) {
        for (int k = 0; k < 8; k++) {
            a[i + k] = (byte) (v >>> (8 * k));
        }
    }
}
