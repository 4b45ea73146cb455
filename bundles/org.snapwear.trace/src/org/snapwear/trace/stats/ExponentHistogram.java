package org.snapwear.trace.stats;

import java.util.Arrays;

import org.snapwear.trace.tensor.DType;

/**
 * Distribution of the biased exponent field over all elements of one floating dtype in one snapshot ([Delta snapshots, docs/papers.md#delta-snapshots],
 * Fig. 8: most fp32 weights have exponents 115..121, which is what Huffman-coding the exponents exploits).
 *
 * @param iteration iteration of the snapshot
 * @param dtype     the floating dtype counted (a snapshot with fp32 and fp16 tensors has one histogram each)
 * @param counts    index e: number of elements whose biased exponent field is e (length 2^exponentBits)
 */
public record ExponentHistogram(long iteration, DType dtype, long[] counts) {

    public ExponentHistogram {
        if (!dtype.isFloatingPoint()) {
            throw new IllegalArgumentException(dtype + " has no exponent");
        }
        if (counts.length != 1 << dtype.exponentBits()) {
            throw new IllegalArgumentException("counts for " + dtype + " need " + (1 << dtype.exponentBits())
                    + " entries, got " + counts.length);
        }
        counts = counts.clone();
    }

    @Override
    public long[] counts() {
        return counts.clone();
    }

    public long count(int biasedExponent) {
        return counts[biasedExponent];
    }

    /** Number of elements counted. */
    public long total() {
        long n = 0;
        for (long c : counts) {
            n += c;
        }
        return n;
    }

    /** Exponent bias of the dtype (127 for fp32/bf16, 15 for fp16 and fp8 e5m2, 7 for fp8 e4m3, 1023 for fp64). */
    public int bias() {
        return (1 << (dtype.exponentBits() - 1)) - 1;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ExponentHistogram h && h.iteration == iteration && h.dtype == dtype
                && Arrays.equals(h.counts, counts);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(iteration) * 31 + dtype.hashCode() + Arrays.hashCode(counts);
    }

    @Override
    public String toString() {
        return "ExponentHistogram[" + iteration + " " + dtype + ", " + total() + " elements]";
    }
}
