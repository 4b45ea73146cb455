package org.snapwear.trace.format.internal;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * A growable little-endian byte buffer for formats that store values one by one (protobuf repeated fields).
 * It grows with the values actually decoded, so a corrupt count can never cause a large allocation.
 */
public final class LeBytes {
    private byte[] buf = new byte[64];
    private int size;

    private void ensure(int more) {
        if (size + more > buf.length) {
            long want = Math.max((long) buf.length * 2, (long) size + more);
            if (want > Integer.MAX_VALUE - 8) {
                throw new IllegalStateException("more than 2 GiB of tensor data");
            }
            buf = Arrays.copyOf(buf, (int) want);
        }
    }

    /** Appends the low {@code width} bytes of {@code bits}, least significant first. */
    public void put(long bits, int width) {
        ensure(width);
        for (int i = 0; i < width; i++) {
            buf[size++] = (byte) (bits >>> (8 * i));
        }
    }

    public void putFloat(float v) {
        put(Float.floatToRawIntBits(v) & 0xFFFFFFFFL, 4);
    }

    public void putDouble(double v) {
        put(Double.doubleToRawLongBits(v), 8);
    }

    public int size() {
        return size;
    }

    /** The bytes written so far as a little-endian buffer (shares the array; no further writes expected). */
    public ByteBuffer toBuffer() {
        return ByteBuffer.wrap(buf, 0, size).slice().order(ByteOrder.LITTLE_ENDIAN);
    }
}
