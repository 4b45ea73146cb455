package org.snapwear.study.tests.sweep;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.snapwear.trace.progress.Progress;

/**
 * A progress whose user presses cancel at the {@code cancelAt}-th cancel check of the phase whose task ends with
 * {@code phase} (every check of other phases passes); it remembers when, and counts the units of work the phase
 * finished.
 */
public final class CountingProgress implements Progress {
    /** A cancel stops the work "within about a second"; twice that leaves room for a loaded test machine. */
    public static final double PROMPT_MS = 2000;

    private final String phase;
    private final int cancelAt;
    private volatile boolean inPhase;
    private final AtomicInteger checks = new AtomicInteger();
    private final AtomicBoolean canceled = new AtomicBoolean();
    private volatile long canceledAtNanos;
    private final AtomicInteger workedInPhase = new AtomicInteger();

    public CountingProgress(String phase, int cancelAt) {
        this.phase = phase;
        this.cancelAt = cancelAt;
    }

    @Override
    public void begin(String task, long totalWork, String unit) {
        inPhase = task.endsWith(phase);
    }

    @Override
    public void worked(long work) {
        if (inPhase) {
            workedInPhase.addAndGet((int) work);
        }
    }

    @Override
    public boolean isCanceled() {
        if (canceled.get()) {
            return true;
        }
        if (inPhase && checks.incrementAndGet() >= cancelAt) {
            canceledAtNanos = System.nanoTime();
            canceled.set(true);
        }
        return false;
    }

    /** Whether the cancel was pressed. */
    public boolean canceled() {
        return canceled.get();
    }

    /** Milliseconds from the cancel until now. */
    public double millisSinceCancel() {
        return (System.nanoTime() - canceledAtNanos) / 1e6;
    }

    /** Units of work the cancelled phase finished. */
    public int workedInPhase() {
        return workedInPhase.get();
    }
}
