package org.snapwear.flash.slc;

/**
 * Encodes a page version as a difference against the previous (latest) version of the same length, and back.
 * Decoding is bit-exact: {@code decode(base, encode(base, next)) equals next}.
 */
public interface DeltaCodec {

    /** Identifier used on the command line ({@code diff-index}, {@code xor-rle}). */
    String id();

    /** The delta of {@code next} against {@code base} (same length). */
    byte[] encode(byte[] base, byte[] next);

    /** Rebuilds the version from {@code base} and {@code delta[off, off + len)}. */
    byte[] decode(byte[] base, byte[] delta, int off, int len);

    /** Compression latency for a 16 KB page in microseconds (SLC progressive programming's (docs/papers.md#slc-progressive) ARM measurement). */
    double compressMicrosPer16K();

    /** Decompression latency for a 16 KB page in microseconds (SLC progressive programming's (docs/papers.md#slc-progressive) ARM measurement). */
    double decompressMicrosPer16K();

    /** Codec by id: {@code diff-index} (with {@code segment} bytes per segment) or {@code xor-rle}. */
    static DeltaCodec byId(String id, int segment) {
        switch (id) {
            case "diff-index": return new DiffIndexCodec(segment);
            case "xor-rle": return new XorRleCodec();
            default: throw new IllegalArgumentException("unknown codec '" + id + "' (diff-index, xor-rle)");
        }
    }
}
