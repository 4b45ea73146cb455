package org.snapwear.codec.lossy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.snapwear.codec.spi.CodecParams;

/**
 * The on-disk parameters of {@link ErrorBoundedCodec}: the mode (0 = absolute, 1 = relative to each element) and the
 * user's bound as an IEEE double, 9 bytes little-endian.
 *
 * @param relative true for a pointwise relative bound, false for an absolute one
 * @param value    the bound: absolute in (0, 1e30], relative in (0, 0.5]
 */
public record ErrorBoundedParams(boolean relative, double value) implements CodecParams {

    public ErrorBoundedParams {
        double max = relative ? 0.5 : 1e30;
        if (!(value > 0 && value <= max)) {
            throw new IllegalArgumentException((relative ? "rel" : "abs") + " must be in (0, " + max + "], not "
                    + value);
        }
    }

    @Override
    public byte[] toBytes() {
        ByteBuffer b = ByteBuffer.allocate(9).order(ByteOrder.LITTLE_ENDIAN);
        b.put((byte) (relative ? 1 : 0)).putDouble(value);
        return b.array();
    }

    static ErrorBoundedParams read(byte[] bytes) throws IOException {
        if (bytes.length != 9 || (bytes[0] != 0 && bytes[0] != 1)) {
            throw new IOException("error-bounded parameters: 9 bytes with mode 0 or 1 expected");
        }
        try {
            return new ErrorBoundedParams(bytes[0] == 1, ByteBuffer.wrap(bytes, 1, 8).order(ByteOrder.LITTLE_ENDIAN)
                    .getDouble());
        } catch (IllegalArgumentException e) {
            throw new IOException("error-bounded parameters: " + e.getMessage(), e);
        }
    }
}
