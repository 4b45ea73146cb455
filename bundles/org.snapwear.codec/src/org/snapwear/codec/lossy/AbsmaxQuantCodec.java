package org.snapwear.codec.lossy;

/**
 * Adam's first moment ({@code exp_avg}) and other signed tensors: per block of 256 elements, codes -L..L of the
 * block's largest magnitude (L = 127 for 8 bits, 7 for 4 bits; the blockwise absmax quantization of 8-bit
 * optimizers). Bound: |d - o| <= (0.5 / L + 2^-8) * blockmax, zeros exact, signs kept.
 */
public final class AbsmaxQuantCodec extends BlockQuantCodec {
    public static final String ID = "quant-absmax";

    /** 8-bit codes, blocks of 256 (the registry's instance). */
    public AbsmaxQuantCodec() {
        this(new BlockQuantParams(8, BlockQuantParams.DEFAULT_BLOCK));
    }

    public AbsmaxQuantCodec(BlockQuantParams config) {
        super(ID, "Blockwise absmax quantization (" + config.bits() + "-bit, lossy)", false, config);
    }
}
