package org.snapwear.gpu.bpc;

import java.util.List;

/**
 * A hardware-style compressor of one 128-byte memory entry, seen as 32 little-endian 32-bit words. The
 * compressed size is what the memory model needs; encode/decode exist so that every size claimed is backed by
 * a bit-exact round trip. An encoding is never longer than {@link #ENTRY_BITS}: a compressor that cannot do
 * better stores the entry raw, and a decoder recognises the raw form by its length of exactly 1024 bits (the
 * memory system keeps the size in per-entry metadata, so no in-band flag is needed).
 * Implementations are stateless and thread-safe.
 */
public interface EntryCompressor {
    /** Bytes per memory entry (a GPU cache block). */
    int ENTRY_BYTES = 128;
    /** 32-bit words per entry. */
    int ENTRY_WORDS = 32;
    /** Bits per entry; also the size of the raw fallback. */
    int ENTRY_BITS = 1024;
    /** Length of the {@code long[]} an encoding needs (scratch room beyond 1024 bits for the encoder). */
    int MAX_ENCODED_LONGS = 24;

    /** Short identifier used on the command line and in reports, e.g. {@code bpc}. */
    String id();

    /** Compressed size in bits of the 32 words (at most 1024). */
    int compressedBits(int[] words);

    /**
     * Encodes the 32 words into {@code out} (length >= {@link #MAX_ENCODED_LONGS}, overwritten), MSB first.
     *
     * @return the encoding's length in bits; equal to {@link #compressedBits(int[])}
     */
    int encode(int[] words, long[] out);

    /**
     * Decodes an encoding of {@code bits} bits into 32 words.
     *
     * @throws IllegalArgumentException if the encoding is malformed or truncated
     */
    void decode(long[] in, int bits, int[] words);

    /** Names of the symbol kinds counted by {@link #analyze}; empty if the compressor has no symbols. */
    default List<String> symbolNames() {
        return List.of();
    }

    /**
     * Compressed size plus per-kind symbol counts written to {@code counts[offset ...]} (one byte per name in
     * {@link #symbolNames()}). The default counts nothing.
     */
    default int analyze(int[] words, byte[] counts, int offset) {
        return compressedBits(words);
    }

    /** 32 B sectors an entry of this many compressed bits occupies: ceil(bits / 256), at least 1. */
    static int sectors(int bits) {
        return Math.max(1, (bits + 255) >>> 8);
    }
}
