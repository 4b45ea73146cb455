package org.snapwear.headless.commands.study;

import org.snapwear.headless.cli.support.ProgressReporter;
import org.snapwear.trace.progress.Progress;

/**
 * A sweep's progress in the one style of long commands: the save streams (each one's scheme as it finishes), then
 * the cells (counts only: a cell's number says nothing the count does not), as {@code SweepRunner} reports them
 * through {@link Progress}. Called from the worker threads, hence synchronized.
 */
final class SweepBar implements Progress {
    private final ProgressReporter reporter;
    private long total;
    private long done;
    private String detail;
    private boolean showDetail;

    SweepBar(ProgressReporter reporter) {
        this.reporter = reporter;
    }

    @Override
    public synchronized void begin(String task, long totalWork, String unit) {
        reporter.begin(task, totalWork, unit);
        total = totalWork;
        done = 0;
        detail = null;
        showDetail = "streams".equals(unit);
    }

    /** Ctrl-C cancels the reporter; the sweep's workers see it at their next check. */
    @Override
    public boolean isCanceled() {
        return reporter.isCanceled();
    }

    @Override
    public synchronized void detail(String text) {
        detail = text;
    }

    @Override
    public synchronized void worked(long work) {
        done += work;
        if (showDetail && detail != null) {
            reporter.progress(done, detail);
        } else {
            reporter.progress(done);
        }
        if (done == total) {
            reporter.end();
        }
    }
}
