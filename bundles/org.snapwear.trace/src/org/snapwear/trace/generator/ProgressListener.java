package org.snapwear.trace.generator;

/** Receives the progress of a generated run (the workbench shows a progress bar, the CLI a line per snapshot). */
@FunctionalInterface
public interface ProgressListener {
    /** A listener that ignores everything. */
    ProgressListener NONE = (iteration, iterations, loss) -> {
    };

    /**
     * Called after each snapshot file is written.
     *
     * @param iteration  the snapshot's iteration
     * @param iterations the run's last iteration
     * @param loss       mean minibatch loss since the previous snapshot (the first minibatch's loss at 0)
     */
    void snapshotWritten(long iteration, long iterations, double loss);

    /** Polled every iteration; returning true stops the run with a {@link java.util.concurrent.CancellationException}. */
    default boolean isCancelled() {
        return false;
    }
}
