package org.snapwear.codec.lossy;

import java.io.IOException;
import org.snapwear.codec.spi.CodecParams;

/**
 * The on-disk parameters of the block quantizers, written once per snapshot into the container header: code width
 * (8 or 4 bits) and block size in elements. Serialized as 1 byte of bits and 4 bytes of block size, little-endian.
 *
 * @param bits      8 or 4
 * @param blockSize elements per block, in [{@value #MIN_BLOCK}, {@value #MAX_BLOCK}]
 */
public record BlockQuantParams(int bits, int blockSize) implements CodecParams {
    public static final int DEFAULT_BLOCK = 256;
    public static final int MIN_BLOCK = 16;
    public static final int MAX_BLOCK = 1 << 16;

    public BlockQuantParams {
        if (bits != 8 && bits != 4) {
            throw new IllegalArgumentException("bits must be 8 or 4, not " + bits);
        }
        if (blockSize < MIN_BLOCK || blockSize > MAX_BLOCK) {
            throw new IllegalArgumentException("block must be in [" + MIN_BLOCK + ", " + MAX_BLOCK + "], not "
                    + blockSize);
        }
    }

    @Override
    public byte[] toBytes() {
        return new byte[] {(byte) bits, (byte) blockSize, (byte) (blockSize >>> 8), (byte) (blockSize >>> 16),
            (byte) (blockSize >>> 24)};
    }

    static BlockQuantParams read(byte[] b) throws IOException {
        if (b.length != 5) {
            throw new IOException("block quantizer parameters have " + b.length + " bytes, 5 expected");
        }
        int block = (b[1] & 0xff) | (b[2] & 0xff) << 8 | (b[3] & 0xff) << 16 | (b[4] & 0xff) << 24;
        try {
            return new BlockQuantParams(b[0], block);
        } catch (IllegalArgumentException e) {
            throw new IOException("block quantizer parameters: " + e.getMessage(), e);
        }
    }
}
