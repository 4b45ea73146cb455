package org.snapwear.codec.spi;

/**
 * The immutable per-snapshot parameters a codec derives in its {@link SnapshotCodec#prepare} pass (e.g. DynRLE's
 * heading-bit count, Huffman code lengths). They are written once into the container header and are all a decoder
 * (or another encoding thread) needs besides the chunk bytes. Implementations must be immutable and thread-safe.
 */
public interface CodecParams {

    /** Parameters of a codec that needs none. */
    CodecParams NONE = () -> new byte[0];

    /** The serialized form stored in the header; {@link SnapshotCodec#readParams} reads it back. */
    byte[] toBytes();
}
