package org.snapwear.codec.lossy;

/**
 * Working arrays of the fp32 error-bounded coder, one set per thread, reused from chunk to chunk: allocating (and
 * zeroing) five arrays per chunk cost about as much as the codes' entropy coding. Sets for chunks up to the default
 * chunk size (1 MiB, 2^18 fp32 elements) are kept and grown as needed; larger chunks get a set of their own, so a
 * thread holds at most about 4.5 MB.
 */
final class ErrorBoundedScratch {
    /** Elements per block of the fp32 passes: their lanes stay in the first-level cache. */
    static final int BLOCK = 1024;
    private static final int KEPT = 1 << 18;
    private static final ThreadLocal<ErrorBoundedScratch> LOCAL = ThreadLocal.withInitial(
            () -> new ErrorBoundedScratch(0));

    /** The current values' bits (encoding) or the decoded bits (decoding). */
    final int[] first;
    /** The reference's bits. */
    final int[] second;
    /** The exact values' bits, with one spare slot for the branch-free decoder. */
    final int[] exact;
    /** The body: one code per element, then up to one 4-byte exact value per element. */
    final byte[] body;
    /** Lanes of a block of {@link ErrorBoundedFp32}'s passes: values, predictions, quotients, decoded values. */
    final double[] x = new double[BLOCK];
    final double[] pred = new double[BLOCK];
    final double[] quotient = new double[BLOCK];
    final double[] decoded = new double[BLOCK];
    final float[] decodedFloat = new float[BLOCK];
    /** A block's quantization steps and decoded bits (relative bound). */
    final int[] steps = new int[BLOCK];
    final int[] decodedBits = new int[BLOCK];

    private ErrorBoundedScratch(int n) {
        first = new int[n];
        second = new int[n];
        exact = new int[n + 1];
        body = new byte[5 * n];
    }

    /** Arrays for n elements. */
    static ErrorBoundedScratch of(int n) {
        if (n > KEPT) {
            return new ErrorBoundedScratch(n);
        }
        ErrorBoundedScratch s = LOCAL.get();
        if (s.first.length < n) {
            // grow to at least twice the set before (up to the kept maximum): few regrowths for small tensors
            s = new ErrorBoundedScratch(Math.min(KEPT, Math.max(n, 2 * s.first.length)));
            LOCAL.set(s);
        }
        return s;
    }
}
