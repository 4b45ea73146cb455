/**
 * The encoded-snapshot container: a self-describing byte stream (codec id, layout hash, parameters, per-chunk
 * lengths, CRC32C) written by {@link org.snapwear.codec.container.ContainerWriter} and read by
 * {@link org.snapwear.codec.container.ContainerReader}, plus the single-threaded reference encoder and decoder.
 * The exact byte layout is documented in {@link org.snapwear.codec.container.ContainerHeader}, which also builds a
 * part's header ({@code of}) and states a container's size from its payloads ({@code containerBytes}). Every chunk
 * is encoded by the one {@link org.snapwear.codec.container.ChunkRangeEncoder} (a range of a part's chunks, each
 * optionally decoded back and compared; {@link org.snapwear.codec.container.ChunkRangeResult}), which the container
 * encoders, the scheme simulation and the distributed job share.
 */
package org.snapwear.codec.container;
