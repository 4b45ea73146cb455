package org.snapwear.trace.generator.nn;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

/**
 * Runs a loop over disjoint index ranges on a few threads. Every output element is computed by exactly one
 * range in a fixed order, so results are bit-identical whatever the number of threads.
 */
public final class Workers implements AutoCloseable {
    /** Below this much work (multiply-adds) a loop runs on the calling thread: forking would cost more. */
    private static final long MIN_PARALLEL_WORK = 1L << 16;

    /** A loop body over {@code [from, to)}. */
    @FunctionalInterface
    public interface RangeBody {
        void run(int from, int to);
    }

    private final int threads;
    private final ForkJoinPool pool;

    /** @param threads number of threads (1 = run everything on the caller) */
    public Workers(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1");
        }
        this.threads = threads;
        this.pool = threads > 1 ? new ForkJoinPool(threads) : null;
    }

    /** Workers on the calling thread only. */
    public static Workers serial() {
        return new Workers(1);
    }

    public int threads() {
        return threads;
    }

    /**
     * Runs {@code body} over {@code [0, n)}, split into ranges.
     *
     * @param workPerItem approximate multiply-adds per index, to decide whether splitting pays
     */
    public void forRange(int n, long workPerItem, RangeBody body) {
        if (pool == null || n < 2 || (long) n * workPerItem < MIN_PARALLEL_WORK) {
            body.run(0, n);
            return;
        }
        int grain = Math.max(1, n / (threads * 4));
        pool.invoke(new Split(body, 0, n, grain));
    }

    private static final class Split extends RecursiveAction {
        private static final long serialVersionUID = 1L;
        private final transient RangeBody body;
        private final int from;
        private final int to;
        private final int grain;

        Split(RangeBody body, int from, int to, int grain) {
            this.body = body;
            this.from = from;
            this.to = to;
            this.grain = grain;
        }

        @Override
        protected void compute() {
            if (to - from <= grain) {
                body.run(from, to);
                return;
            }
            int mid = (from + to) >>> 1;
            invokeAll(new Split(body, from, mid, grain), new Split(body, mid, to, grain));
        }
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdown();
        }
    }
}
