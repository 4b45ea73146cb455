package org.snapwear.codec.internal.bits;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * LSB-first bit reader matching {@link BitWriter}. The input is copied into an array with 8 bytes of zero padding
 * so that {@link #peek()} can always load a whole 64-bit word; reading past the real end is detected by
 * {@link #checkEnd()}, which callers invoke once per chunk.
 */
public final class BitReader {
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private final byte[] buf;
    private final int length;
    private long bitPos;

    public BitReader(ByteBuffer in) {
        length = in.remaining();
        buf = new byte[length + 16];
        in.get(in.position(), buf, 0, length);
    }

    /** At least 56 valid bits starting at the current position (zeros past the end). */
    public long peek() {
        int p = (int) (bitPos >>> 3);
        return (long) LONG.get(buf, p) >>> (bitPos & 7);
    }

    public void skip(int n) {
        bitPos += n;
    }

    /** Reads {@code len <= 56} bits. */
    public long read(int len) {
        long v = peek() & ((1L << len) - 1);
        bitPos += len;
        return v;
    }

    /** Reads up to 64 bits. */
    public long readLong(int len) {
        if (len <= 32) {
            return read(len);
        }
        long lo = read(32);
        return lo | (read(len - 32) << 32);
    }

    public long bitPosition() {
        return bitPos;
    }

    /** Fails if more bits were consumed than the input holds, or if whole bytes are left over. */
    public void checkEnd() throws IOException {
        long bytesUsed = (bitPos + 7) >>> 3;
        if (bytesUsed > length) {
            throw new IOException("bit stream truncated: " + bytesUsed + " bytes needed, " + length + " present");
        }
        if (bytesUsed < length) {
            throw new IOException((length - bytesUsed) + " unexpected bytes after the bit stream");
        }
    }
}
