package org.snapwear.gpu.bpc;

/**
 * Per-thread scratch of {@link BpcCompressor} and {@link BpcDecoder}: matrix rows, planes and the plane
 * classification, so a call allocates nothing.
 */
final class BpcScratch {
    private static final ThreadLocal<BpcScratch> SCRATCH = ThreadLocal.withInitial(BpcScratch::new);

    /**
     * Bit matrix for the transpose, rows r and r + 16 packed in x[r]: row 32 - i is d_i ^ (d_i >> 1) (bit k is
     * bit i - 1 of DBX_k), row 0 is zero. The decoders reuse it to pack the DBP rows for their transpose.
     */
    final long[] x = new long[16];
    /** Scratch of the transposes. */
    final long[] tmp = new long[8];
    /** Encoder: q[32 - k] = DBX_k (k = 0..32), the transposed rows with DBX_32 in front. */
    final int[] q = new int[33];
    /**
     * The encoding copied into 18 longs (zero past the input), so a 64-bit window needs no bounds test: a
     * code starts at most at bit 33 + 32 * 32 = 1057, i.e. in long 16.
     */
    final long[] bits = new long[18];
    /** Decoder: b[j] = DBP_{32 - j} (one spare slot for a raw pair that overruns a malformed entry). */
    final int[] planes = new int[34];
    final int[] d = new int[32];
    /** Sink of the encoder's early loads of its output's cache lines. */
    long touch;
    // plane classes as 33-bit masks (bit k = plane k), filled by scan()
    int p32;
    long nonZero;
    long five;
    long ten;
    long allOnes;
    long twoOnes;
    long raw;
    long runStarts;
    long singleZeros;
    int base;
    /** Encoded size, not capped at 1024. */
    int size;

    /** This thread's scratch. */
    static BpcScratch get() {
        return SCRATCH.get();
    }
}
