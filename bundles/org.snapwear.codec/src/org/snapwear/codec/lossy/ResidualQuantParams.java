package org.snapwear.codec.lossy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.snapwear.codec.spi.CodecParams;

/**
 * The on-disk parameters of {@link ResidualQuantCodec}: the pruning threshold as a fraction of the block's largest
 * residual (IEEE double) and the block size in elements (4 bytes), 12 bytes little-endian.
 *
 * @param prune     residuals below {@code prune * s} become 0 (the reference is kept), in [0, 0.5]
 * @param blockSize elements per block
 */
public record ResidualQuantParams(double prune, int blockSize) implements CodecParams {
    public static final double DEFAULT_PRUNE = 1.0 / 16;

    public ResidualQuantParams {
        if (!(prune >= 0 && prune <= 0.5)) {
            throw new IllegalArgumentException("prune must be in [0, 0.5], not " + prune);
        }
        if (blockSize < BlockQuantParams.MIN_BLOCK || blockSize > BlockQuantParams.MAX_BLOCK) {
            throw new IllegalArgumentException("block must be in [" + BlockQuantParams.MIN_BLOCK + ", "
                    + BlockQuantParams.MAX_BLOCK + "], not " + blockSize);
        }
    }

    @Override
    public byte[] toBytes() {
        return ByteBuffer.allocate(12).order(ByteOrder.LITTLE_ENDIAN).putDouble(prune).putInt(blockSize).array();
    }

    static ResidualQuantParams read(byte[] b) throws IOException {
        if (b.length != 12) {
            throw new IOException("residual quantizer parameters have " + b.length + " bytes, 12 expected");
        }
        ByteBuffer in = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        try {
            return new ResidualQuantParams(in.getDouble(), in.getInt());
        } catch (IllegalArgumentException e) {
            throw new IOException("residual quantizer parameters: " + e.getMessage(), e);
        }
    }
}
