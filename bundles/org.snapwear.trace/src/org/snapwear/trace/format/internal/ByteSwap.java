package org.snapwear.trace.format.internal;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/** Converts big-endian element data to the little-endian form {@link org.snapwear.trace.tensor.Tensor} holds. */
public final class ByteSwap {
    private ByteSwap() {
    }

    /** A new little-endian heap buffer with every {@code elementSize}-byte element of {@code src} reversed. */
    public static ByteBuffer toLittleEndian(ByteBuffer src, int elementSize) {
        ByteBuffer in = src.duplicate();
        int n = in.remaining();
        byte[] out = new byte[n];
        int base = in.position();
        for (int i = 0; i + elementSize <= n; i += elementSize) {
            for (int j = 0; j < elementSize; j++) {
                out[i + j] = in.get(base + i + elementSize - 1 - j);
            }
        }
        return ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN);
    }
}
