/**
 * Lossy codecs, our own implementations, each for fp32, bf16 and fp16, each declaring its
 * {@link org.snapwear.codec.spi.LossBound}: blockwise 8- and 4-bit quantization of Adam's moments
 * ({@link org.snapwear.codec.lossy.AbsmaxQuantCodec} for {@code exp_avg}, {@link org.snapwear.codec.lossy.SqrtQuantCodec}
 * for {@code exp_avg_sq} in the square-root domain), and an error-bounded codec for any float tensor in the spirit
 * of SZ ({@link org.snapwear.codec.lossy.ErrorBoundedCodec}), and pruned non-uniform quantization of weight residuals
 * against the reference in the manner of ExCP ({@link org.snapwear.codec.lossy.ResidualQuantCodec}).
 * {@link org.snapwear.codec.lossy.ConfiguredLossyCodec} is what they share (the configuration as the parameters, the
 * bound of a configuration, the dtype refusal). {@link org.snapwear.codec.lossy.LossyCodecs} configures
 * them from a loss profile's options. They implement the codec SPI like any codec but are used only where a loss
 * profile names them: exact stays the default everywhere. Depends on {@code spi} and {@code trace.tensor} only.
 */
package org.snapwear.codec.lossy;
