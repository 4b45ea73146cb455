package org.snapwear.codec.lossy;

/**
 * Adam's second moment ({@code exp_avg_sq}) and other non-negative tensors: per block of 256 elements, codes 0..L of
 * sqrt(v) / sqrt(blockmax) (L = 255 for 8 bits, 15 for 4 bits). The square root is the quantity Adam divides by,
 * and in its domain small second moments keep distinct codes. Code 0 is only for exact zeros. Bound:
 * |sqrt(d) - sqrt(o)| <= (1 / L + 2^-9) * sqrt(blockmax); blocks with a negative value are stored exactly.
 */
public final class SqrtQuantCodec extends BlockQuantCodec {
    public static final String ID = "quant-sqrt";

    /** 8-bit codes, blocks of 256 (the registry's instance). */
    public SqrtQuantCodec() {
        this(new BlockQuantParams(8, BlockQuantParams.DEFAULT_BLOCK));
    }

    public SqrtQuantCodec(BlockQuantParams config) {
        super(ID, "Blockwise square-root quantization (" + config.bits() + "-bit, lossy)", true, config);
    }
}
