package org.snapwear.trace.progress;

import java.util.concurrent.CancellationException;

/**
 * Told how a long piece of work goes, and asked whether it should stop. Engines call it; a command line renders it
 * as a bar with rate and ETA, the workbench as its progress indicator with a cancel button. Implementations are
 * thread-safe: parallel encoders and sweep workers report from their own threads.
 * <p>
 * Work is counted in the unit given to {@link #begin} ({@code "bytes"}, {@code "cells"}, {@code "saves"}; empty for
 * abstract units). {@link #worked} adds to what is done. Cancellation is cooperative: long loops call
 * {@link #checkCanceled()} between steps small enough that a cancel takes effect within about a second, so a sweep or
 * an overview stops inside a candidate, not after it.
 */
public interface Progress {

    /** Tells nobody and never cancels. */
    Progress NONE = new Progress() {
        @Override
        public void begin(String task, long totalWork, String unit) {
            // nobody listens
        }

        @Override
        public void worked(long work) {
            // nobody listens
        }
    };

    /**
     * Starts a piece of work.
     *
     * @param task      what runs, as the user reads it ("saving iteration 300")
     * @param totalWork its size; 0 or less when unknown (no percentage, no ETA)
     * @param unit      the unit of {@code totalWork} and {@link #worked}
     */
    void begin(String task, long totalWork, String unit);

    /** Adds {@code work} units to what is done. */
    void worked(long work);

    /** What part of the work runs now (a file, a candidate); shown beside the task. */
    default void detail(String text) {
    }

    /**
     * Adds {@code work} units and says what runs now, reported as one step (a log line shows both together); the
     * same as {@link #detail} then {@link #worked} for a listener that does not care.
     */
    default void worked(long work, String detail) {
        detail(detail);
        worked(work);
    }

    /** Renames the work begun last (a study's next phase), keeping its size and what is done. */
    default void task(String name) {
    }

    /** The work begun last is complete (a bar is drawn full and its line ended). */
    default void done() {
    }

    /** True once the user asked to stop. */
    default boolean isCanceled() {
        return false;
    }

    /** Throws {@link CancellationException} if the user asked to stop; long loops call it between steps. */
    default void checkCanceled() {
        if (isCanceled()) {
            throw new CancellationException("cancelled");
        }
    }
}
