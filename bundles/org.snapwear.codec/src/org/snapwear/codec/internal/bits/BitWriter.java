package org.snapwear.codec.internal.bits;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * LSB-first bit writer into a byte array sized up front for the worst case. Each {@link #write} stores the whole
 * 64-bit accumulator with one unaligned little-endian store and advances by the completed bytes, so the hot loop
 * has no branches and no allocation. At most 56 bits per call.
 */
public final class BitWriter {
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private byte[] buf;
    private int pos;
    private long acc;
    private int bits;

    /**
     * @param maxBits upper bound of the bits that will be written (the array gets 16 bytes of slack on top)
     */
    public BitWriter(long maxBits) {
        buf = new byte[Math.toIntExact((maxBits + 7) / 8 + 16)];
    }

    /**
     * Writes into {@code scratch} when it is large enough for {@code maxBits} (plus the 16 bytes of slack), else
     * into a new array; the scratch's old contents do not matter, since every byte up to the end is stored before
     * {@link #toByteArray()} copies it out. Saves zeroing a chunk-sized array per chunk.
     */
    public BitWriter(long maxBits, byte[] scratch) {
        long need = (maxBits + 7) / 8 + 16;
        buf = scratch != null && scratch.length >= need ? scratch : new byte[Math.toIntExact(need)];
    }

    /** The array written into (the scratch passed in, or a larger one), for keeping as the next scratch. */
    public byte[] buffer() {
        return buf;
    }

    /** Appends the low {@code len} bits of {@code value} (the bits above {@code len} must be zero), len <= 56. */
    public void write(long value, int len) {
        long a = acc | (value << bits);
        int n = bits + len;
        LONG.set(buf, pos, a);
        int bytes = n >>> 3;
        pos += bytes;
        acc = bytes == 8 ? 0 : a >>> (bytes << 3);
        bits = n & 7;
    }

    /** Appends up to 64 bits (two writes). */
    public void writeLong(long value, int len) {
        if (len <= 32) {
            write(value, len);
        } else {
            write(value & 0xffffffffL, 32);
            write(value >>> 32, len - 32);
        }
    }

    /** Total bits written. */
    public long bitCount() {
        return (long) pos * 8 + bits;
    }

    /** The written bytes (the last byte zero-padded). */
    public byte[] toByteArray() {
        if (bits > 0) {
            LONG.set(buf, pos, acc);
            return Arrays.copyOf(buf, pos + 1);
        }
        return Arrays.copyOf(buf, pos);
    }

    /** Number of bytes {@link #toByteArray()} returns. */
    public int byteCount() {
        return pos + (bits > 0 ? 1 : 0);
    }
}
