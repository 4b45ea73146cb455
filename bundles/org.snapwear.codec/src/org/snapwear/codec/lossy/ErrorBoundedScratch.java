package org.snapwear.codec.lossy;

/**
 * Working arrays of the fp32 error-bounded coder, one set per thread, reused from chunk to chunk instead of about 13
 * bytes per element allocated and zeroed for every chunk (values, reference, exact values, codes). Sets for chunks
 * up to the default chunk size (1 MiB, 2^18 fp32 elements) are kept and grown as needed; larger chunks get a set of
 * their own, so a thread holds at most about 3.3 MB. Not shared: each coder call takes the set of its thread and is
 * done with it when it returns (the frame and the decoded tensor are copies).
 */
final class ErrorBoundedScratch {
    /** Elements per block of the fp32 passes: a block's lanes (about 44 KB) stay in the core's caches. */
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
    /** The codes, one per element (the exact values go to the frame from {@link #exact}). */
    final byte[] codes;
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
        codes = new byte[n];
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
