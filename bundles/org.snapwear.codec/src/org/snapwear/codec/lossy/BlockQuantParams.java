package org.snapwear.codec.lossy;

import java.io.IOException;
import org.snapwear.codec.spi.CodecParams;

/**
 * The on-disk parameters of the block quantizers, written once per snapshot into the container header: code width
 * (8 or 4 bits), block size in elements and whether the codes are predicted from the reference. Serialized as 1 byte
 * of bits and 4 bytes of block size, little-endian, then (only when predicting, so containers written before the
 * flag existed read as they were written) 1 byte 1.
 *
 * @param bits      8 or 4
 * @param blockSize elements per block, in [{@value #MIN_BLOCK}, {@value #MAX_BLOCK}]
 * @param predict   true to store each code as its difference from the code the reference's value gets under the
 *                  same block scale (a lossless transform of the codes: the decoded values and the bound are those of
 *                  the codes themselves; pays where a tensor changes little between saves, as Adam's second moment
 *                  does with beta2 = 0.999)
 */
public record BlockQuantParams(int bits, int blockSize, boolean predict) implements CodecParams {
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

    /** Codes stored as they are (no prediction from the reference). */
    public BlockQuantParams(int bits, int blockSize) {
        this(bits, blockSize, false);
    }

    @Override
    public byte[] toBytes() {
        byte[] plain = {(byte) bits, (byte) blockSize, (byte) (blockSize >>> 8), (byte) (blockSize >>> 16),
            (byte) (blockSize >>> 24)};
        if (!predict) {
            return plain;
        }
        byte[] out = java.util.Arrays.copyOf(plain, 6);
        out[5] = 1;
        return out;
    }

    static BlockQuantParams read(byte[] b) throws IOException {
        if (b.length != 5 && !(b.length == 6 && b[5] == 1)) {
            throw new IOException("block quantizer parameters have " + b.length + " bytes"
                    + (b.length == 6 ? " and prediction flag " + b[5] : "") + ", 5 or 6 (flag 1) expected");
        }
        int block = (b[1] & 0xff) | (b[2] & 0xff) << 8 | (b[3] & 0xff) << 16 | (b[4] & 0xff) << 24;
        try {
            return new BlockQuantParams(b[0], block, b.length == 6);
        } catch (IllegalArgumentException e) {
            throw new IOException("block quantizer parameters: " + e.getMessage(), e);
        }
    }
}
