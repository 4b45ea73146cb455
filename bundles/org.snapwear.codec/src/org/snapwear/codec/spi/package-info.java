/**
 * The codec service-provider interface: what a plug-in author implements ({@link org.snapwear.codec.spi.SnapshotCodec},
 * usually by extending {@link org.snapwear.codec.spi.AbstractSnapshotCodec}; optionally
 * {@link org.snapwear.codec.spi.Prioritized}) and what a codec receives (chunks, their layout, inputs and parameters).
 * Byte-level helpers for codecs are in {@code spi.util}. Which codecs are available is decided by
 * {@code org.snapwear.codec.registry}, which depends on this package and never the other way round.
 */
package org.snapwear.codec.spi;
