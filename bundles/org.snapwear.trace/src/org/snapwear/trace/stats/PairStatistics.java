package org.snapwear.trace.stats;

import java.util.Arrays;

/**
 * Statistics of one adjacent pair of snapshots (older, newer).
 *
 * <p><b>Heading bits.</b> The equal heading bits of two parameters are the leading bits of their bit
 * patterns that agree, counted from the most significant bit (sign, exponent, then mantissa), over the
 * element width: {@code numberOfLeadingZeros(a XOR b)} over 32 bits for fp32, over 16 bits for fp16/bf16,
 * over 64 for fp64 (and 8/16/32/64 for integer tensors). Two equal parameters share all of them.
 *
 * <p><b>Tensors.</b> Only tensors both snapshots hold (same name, dtype and shape) are compared; tensors in one
 * snapshot only are counted in {@code skippedTensors}.
 *
 * <p><b>Pages.</b> The tensor data of a snapshot is taken as one byte stream: the tensors' little-endian bytes
 * concatenated in the older snapshot's storage order (the newer snapshot's tensors are matched by name),
 * without any file header or padding. The stream is cut into pages of {@code pageSize} bytes from offset 0;
 * the last, partial page is compared too. A page is equal when all its bytes are equal in both snapshots.
 *
 * @param fromIteration   iteration of the older snapshot
 * @param toIteration     iteration of the newer snapshot
 * @param parameters      number of elements compared (all tensors, all dtypes)
 * @param equalBitCounts  index k: number of parameters with exactly k equal heading bits (k = 0..64; a fully
 *                        equal parameter counts at its element width)
 * @param equalParameters parameters whose bit patterns are identical
 * @param pageSize        page size in bytes
 * @param pages           number of pages (the last one may be partial)
 * @param equalPages      pages that are byte-identical
 * @param skippedTensors  tensors held by only one of the two snapshots, left out of every count above (a run
 *                        whose optimizer state appears after the first step)
 */
public record PairStatistics(long fromIteration, long toIteration, long parameters, long[] equalBitCounts,
        long equalParameters, int pageSize, long pages, long equalPages, int skippedTensors) {

    /** Largest number of heading bits tracked (fp64). */
    public static final int MAX_BITS = 64;

    public PairStatistics {
        if (equalBitCounts.length != MAX_BITS + 1) {
            throw new IllegalArgumentException("equalBitCounts needs " + (MAX_BITS + 1) + " entries");
        }
        equalBitCounts = equalBitCounts.clone();
    }

    /** Statistics of two snapshots with the same tensors (nothing skipped). */
    public PairStatistics(long fromIteration, long toIteration, long parameters, long[] equalBitCounts,
            long equalParameters, int pageSize, long pages, long equalPages) {
        this(fromIteration, toIteration, parameters, equalBitCounts, equalParameters, pageSize, pages, equalPages, 0);
    }

    @Override
    public long[] equalBitCounts() {
        return equalBitCounts.clone();
    }

    /**
     * Number of parameters sharing at least {@code n} heading bits. Meaningful for n up to the narrowest
     * element width in the snapshot (16 for fp16/bf16 tensors: they cannot share more than 16 bits).
     */
    public long atLeast(int n) {
        if (n < 0 || n > MAX_BITS) {
            throw new IllegalArgumentException("heading bits must be in 0.." + MAX_BITS + ": " + n);
        }
        long c = 0;
        for (int k = n; k <= MAX_BITS; k++) {
            c += equalBitCounts[k];
        }
        return c;
    }

    /** Fraction (0..1) of parameters sharing at least {@code n} heading bits (Table 1 of [Delta snapshots, docs/papers.md#delta-snapshots]). */
    public double headingBitsFraction(int n) {
        return parameters == 0 ? 0 : (double) atLeast(n) / parameters;
    }

    /** Fraction (0..1) of bit-identical parameters (Table 7 gives the count). */
    public double equalParamsFraction() {
        return parameters == 0 ? 0 : (double) equalParameters / parameters;
    }

    /** Fraction (0..1) of byte-identical pages (Table 6 gives the count). */
    public double equalPagesFraction() {
        return pages == 0 ? 0 : (double) equalPages / pages;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PairStatistics p && p.fromIteration == fromIteration && p.toIteration == toIteration
                && p.parameters == parameters && Arrays.equals(p.equalBitCounts, equalBitCounts)
                && p.equalParameters == equalParameters && p.pageSize == pageSize && p.pages == pages
                && p.equalPages == equalPages && p.skippedTensors == skippedTensors;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(fromIteration) * 31 + Long.hashCode(toIteration) * 17 + Arrays.hashCode(equalBitCounts);
    }

    @Override
    public String toString() {
        return "PairStatistics[" + fromIteration + " -> " + toIteration + ", " + parameters + " parameters, >=4 "
                + atLeast(4) + ", >=8 " + atLeast(8) + ", >=12 " + atLeast(12) + ", equal " + equalParameters
                + ", equal pages " + equalPages + "/" + pages
                + (skippedTensors == 0 ? "" : ", " + skippedTensors + " tensors in one snapshot only skipped") + "]";
    }
}
