/**
 * The built-in codecs: the paper's (raw, gzip, rle4, rle4+gzip, dynrle, huffman-exp) and Snapwear's own (zstd,
 * xor-shuffle-zstd, predictive). All are contributed through the {@code org.snapwear.codec.codecs} extension point
 * and {@code META-INF/services}.
 */
package org.snapwear.codec.codecs;
