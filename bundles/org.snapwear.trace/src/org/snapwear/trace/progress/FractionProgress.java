package org.snapwear.trace.progress;

import java.util.function.DoubleConsumer;

/**
 * A {@link Progress} that only wants the fraction done: tells a consumer 0..1 at {@link #begin} and at each step (0
 * while the total is unknown). What a progress bar widget or an editor's status line needs; never cancels by itself.
 */
public final class FractionProgress implements Progress {
    private final DoubleConsumer onChange;
    private long total;
    private long done;

    /** @param onChange told the fraction done, on the reporting thread */
    public FractionProgress(DoubleConsumer onChange) {
        this.onChange = onChange;
    }

    @Override
    public synchronized void begin(String task, long totalWork, String unit) {
        total = totalWork;
        done = 0;
        onChange.accept(0);
    }

    @Override
    public synchronized void worked(long work) {
        done += work;
        onChange.accept(fraction());
    }

    @Override
    public synchronized void done() {
        done = Math.max(done, total);
        onChange.accept(total > 0 ? 1 : 0);
    }

    /** Fraction done, 0..1 (0 while the total is unknown). */
    public synchronized double fraction() {
        return total > 0 ? Math.min(1, (double) done / total) : 0;
    }
}
