/**
 * Helpers for codec authors that are not part of the codec contract itself: {@link
 * org.snapwear.codec.spi.util.ChunkBytes} (XOR delta and byte-plane shuffle of a chunk, the front end of the built-in
 * XOR codecs). Depends only on {@code org.snapwear.codec.spi}.
 */
package org.snapwear.codec.spi.util;
