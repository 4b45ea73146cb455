/**
 * Tests of what the codec SPI offers plug-in authors: the published byte helpers
 * ({@link org.snapwear.codec.spi.util.ChunkBytes}), the identity base class and the package layering of the codec
 * bundle (no cycle; {@code spi} knows nothing above it).
 */
package org.snapwear.codec.tests.spi;
