package org.snapwear.trace.generator.nn;

/**
 * The matrix kernels of the layers, all row-major. Only one multiply form is used,
 * {@code C[m][n] += A[m][k] * B[k][n]} with the inner loop over a row of B and C (a saxpy the JIT vectorizes);
 * the other products are brought to that form with a cheap transpose (no float reduction loops, which the JIT
 * does not vectorize). Each row of C is owned by one task, and
 * sums run in a fixed order, so the result does not depend on the number of threads.
 */
public final class Gemm {

    private Gemm() {
    }

    /** {@code C[m][n] += A[m][k] * B[k][n]}, rows of C split over the workers. */
    public static void mulAdd(float[] a, float[] b, float[] c, int m, int k, int n, Workers workers) {
        workers.forRange(m, (long) k * n, (from, to) -> mulAddRows(a, b, c, from, to, k, n));
    }

    private static void mulAddRows(float[] a, float[] b, float[] c, int from, int to, int k, int n) {
        for (int i = from; i < to; i++) {
            int aRow = i * k;
            int cRow = i * n;
            int p = 0;
            // Four rows of B per pass over the C row: a quarter of the C loads and stores, and the JIT still
            // vectorizes the inner loop. The sum order is fixed, so results stay deterministic.
            for (; p + 3 < k; p += 4) {
                float a0 = a[aRow + p];
                float a1 = a[aRow + p + 1];
                float a2 = a[aRow + p + 2];
                float a3 = a[aRow + p + 3];
                int b0 = p * n;
                int b1 = b0 + n;
                int b2 = b1 + n;
                int b3 = b2 + n;
                for (int j = 0; j < n; j++) {
                    c[cRow + j] += a0 * b[b0 + j] + a1 * b[b1 + j] + a2 * b[b2 + j] + a3 * b[b3 + j];
                }
            }
            for (; p < k; p++) {
                float av = a[aRow + p];
                int bRow = p * n;
                for (int j = 0; j < n; j++) {
                    c[cRow + j] += av * b[bRow + j];
                }
            }
        }
    }

    /** The transpose of a row-major {@code rows x cols} matrix. */
    public static float[] transpose(float[] a, int rows, int cols) {
        float[] t = new float[a.length];
        transpose(a, rows, cols, t);
        return t;
    }

    /** Writes the transpose of {@code a} ({@code rows x cols}) into {@code t} ({@code cols x rows}). */
    public static void transpose(float[] a, int rows, int cols, float[] t) {
        // Blocked so both the reads and the writes stay within a few cache lines per block.
        final int blk = 32;
        for (int r0 = 0; r0 < rows; r0 += blk) {
            int r1 = Math.min(rows, r0 + blk);
            for (int c0 = 0; c0 < cols; c0 += blk) {
                int c1 = Math.min(cols, c0 + blk);
                for (int r = r0; r < r1; r++) {
                    int src = r * cols;
                    for (int c = c0; c < c1; c++) {
                        t[c * rows + r] = a[src + c];
                    }
                }
            }
        }
    }
}
