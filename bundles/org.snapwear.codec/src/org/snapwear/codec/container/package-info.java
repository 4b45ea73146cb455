/**
 * The encoded-snapshot container: a self-describing byte stream (codec id, layout hash, parameters, per-chunk
 * lengths, CRC32C) written by {@link org.snapwear.codec.container.ContainerWriter} and read by
 * {@link org.snapwear.codec.container.ContainerReader}, plus the single-threaded reference encoder and decoder.
 * The exact byte layout is documented in {@link org.snapwear.codec.container.ContainerHeader}.
 */
package org.snapwear.codec.container;
