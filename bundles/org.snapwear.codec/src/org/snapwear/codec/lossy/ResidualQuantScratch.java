package org.snapwear.codec.lossy;

/**
 * Working arrays of the fp32 residual encoder ({@link ResidualQuantFp32}), one set per thread, reused from chunk to
 * chunk instead of about 21 bytes per element allocated and zeroed for every chunk (bits and values of the tensor and
 * the reference, codes, the body). Sets for chunks up to the default chunk size (1 MiB, 2^18 fp32 elements) are kept
 * and grown as needed; larger chunks get a set of their own, so a thread holds at most about 3.6 MB. Not shared:
 * each encode takes the set of its thread and is done with it when it returns (the frame is a copy).
 */
final class ResidualQuantScratch {
    /** Elements per lane of the passes: a lane's arrays (about 44 KB) stay in the core's caches. */
    static final int LANE = 1024;
    private static final int KEPT = 1 << 18;
    private static final ThreadLocal<ResidualQuantScratch> LOCAL = ThreadLocal.withInitial(
            () -> new ResidualQuantScratch(0));

    /** The current values' bits. */
    final int[] cur;
    /** The reference's bits (zeros for a baseline). */
    final int[] ref;
    /** The codes, one per element, packed two per byte at the end. */
    final byte[] codes;
    /** The exact values' bits, in element order. */
    final int[] exact;
    /** The packed part of the frame: block scales, then the codes two per byte. */
    final byte[] packed;
    /**
     * The lanes of a pass, as sections of three arrays (few array references live in the passes' registers, which
     * Java 17 otherwise spilled): doubles {@link #X}, {@link #R}, {@link #RESIDUAL}, {@link #STEP}; ints
     * {@link #CANDIDATE}, {@link #DECODED_BITS}; floats (the level times the scale, then the decoded value).
     */
    final double[] doubles = new double[4 * LANE];
    final int[] ints = new int[2 * LANE];
    final float[] level = new float[LANE];
    /** Offsets in {@link #doubles}: values, references, residuals (then decoded values), steps (then sums). */
    static final int X = 0;
    static final int R = LANE;
    static final int RESIDUAL = 2 * LANE;
    static final int STEP = 3 * LANE;
    /** Offsets in {@link #ints}: the candidate code (-1 where pruned), the decoded bits. */
    static final int CANDIDATE = 0;
    static final int DECODED_BITS = LANE;

    private ResidualQuantScratch(int n) {
        cur = new int[n];
        ref = new int[n];
        codes = new byte[n];
        exact = new int[n];
        // block scales: at most n / MIN_BLOCK + 2 blocks of 4 bytes, then (n + 1) / 2 bytes of codes
        packed = new byte[4 * (n / BlockQuantParams.MIN_BLOCK + 2) + (n + 1) / 2];
    }

    /** Arrays for n elements. */
    static ResidualQuantScratch of(int n) {
        if (n > KEPT) {
            return new ResidualQuantScratch(n);
        }
        ResidualQuantScratch s = LOCAL.get();
        if (s.cur.length < n) {
            // grow to at least twice the set before (up to the kept maximum): few regrowths for small tensors
            s = new ResidualQuantScratch(Math.min(KEPT, Math.max(n, 2 * s.cur.length)));
            LOCAL.set(s);
        }
        return s;
    }
}
