package org.snapwear.study.run;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.snapwear.trace.progress.Progress;

/**
 * A {@link Progress} that reports to an Eclipse {@link IProgressMonitor}: how an engine that speaks {@code Progress}
 * (the training-run generator, the store, the scheme simulation) runs inside a study or a workbench Job. Each
 * {@link #begin} converts the monitor with a fixed number of ticks (monitors count {@code int}s, engines count bytes
 * in {@code long}s); {@link #isCanceled} is the monitor's, so the Job's cancel button or a Ctrl-C reaches the engine's
 * {@link Progress#checkCanceled()}.
 */
public final class ProgressOnMonitor implements Progress {
    /** Resolution of the monitor's share: a tenth of a percent. */
    private static final int TICKS = 1000;

    private final IProgressMonitor monitor;
    private SubMonitor sub;
    private long total;
    private long done;
    private int ticks;

    public ProgressOnMonitor(IProgressMonitor monitor) {
        this.monitor = monitor != null ? monitor : new NullProgressMonitor();
    }

    @Override
    public synchronized void begin(String task, long totalWork, String unit) {
        total = totalWork;
        done = 0;
        ticks = 0;
        sub = SubMonitor.convert(monitor, task == null ? "" : task, totalWork > 0 ? TICKS : 0);
    }

    @Override
    public synchronized void worked(long work) {
        done += work;
        if (sub == null || total <= 0) {
            return;
        }
        int target = (int) Math.min(TICKS, Math.floor((double) done * TICKS / total));
        if (target > ticks) {
            sub.worked(target - ticks);
            ticks = target;
        }
    }

    @Override
    public synchronized void detail(String text) {
        (sub != null ? sub : monitor).subTask(text == null ? "" : text);
    }

    @Override
    public synchronized void task(String name) {
        (sub != null ? sub : monitor).setTaskName(name == null ? "" : name);
    }

    @Override
    public synchronized void done() {
        if (sub != null) {
            sub.done();
        }
    }

    @Override
    public boolean isCanceled() {
        return monitor.isCanceled();
    }
}
