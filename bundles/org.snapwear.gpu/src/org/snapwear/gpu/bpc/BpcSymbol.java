package org.snapwear.gpu.bpc;

/**
 * The codes of Bit-Plane Compression for one DBX plane (Kim et al., ISCA 2016, as in docs/papers.md#figures-buddy-compression),
 * in the order the encoder tries them. The ordinal is the index of the count in symbol-count arrays.
 */
public enum BpcSymbol {
    /** A run of n >= 2 all-zero DBX planes: {@code 01} + (n - 2) in 5 bits. */
    ZERO_RUN("01", 7),
    /** A single all-zero DBX plane: {@code 001}. */
    SINGLE_ZERO("001", 3),
    /** A DBX plane of 31 ones: {@code 00000}. */
    ALL_ONES("00000", 5),
    /** DBX non-zero but the DBP plane is zero (DBX equals the previous DBP): {@code 00001}. */
    DBP_ZERO("00001", 5),
    /** Two adjacent ones: {@code 00010} + 5-bit position of the lower one. */
    TWO_ONES("00010", 10),
    /** A single one: {@code 00011} + 5-bit position. */
    SINGLE_ONE("00011", 10),
    /** Anything else: {@code 1} + the 31 plane bits. */
    UNCOMPRESSED("1", 32);

    private final String prefix;
    private final int bits;

    BpcSymbol(String prefix, int bits) {
        this.prefix = prefix;
        this.bits = bits;
    }

    /** The code prefix as a string of 0/1 characters. */
    public String prefix() {
        return prefix;
    }

    /** Total length of the symbol in bits (prefix plus payload). */
    public int bits() {
        return bits;
    }
}
