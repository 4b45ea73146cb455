package org.snapwear.codec.codecs;

import java.io.IOException;
import org.snapwear.codec.spi.CodecParams;

/**
 * The heading-bit counts Algorithm 1 chose for one snapshot: one for its 32-bit elements, one for its 16-bit
 * elements (each dtype width is sized separately, since their bit budgets differ). Serialized as 2 bytes.
 *
 * @param bits32 i for fp32 tensors (0..5)
 * @param bits16 i for fp16/bf16 tensors (0..5)
 */
public record DynRleParams(int bits32, int bits16) implements CodecParams {
    /** Serialized size in bytes. */
    public static final int BYTES = 2;

    @Override
    public byte[] toBytes() {
        return new byte[] {(byte) bits32, (byte) bits16};
    }

    static DynRleParams read(byte[] b) throws IOException {
        if (b.length != BYTES || b[0] < 0 || b[0] > HeadingZeroRle.MAX_HEADING_BITS || b[1] < 0
                || b[1] > HeadingZeroRle.MAX_HEADING_BITS) {
            throw new IOException("bad heading-bit parameters");
        }
        return new DynRleParams(b[0], b[1]);
    }

    int bitsFor(int elementBytes) {
        return elementBytes == 4 ? bits32 : bits16;
    }
}
