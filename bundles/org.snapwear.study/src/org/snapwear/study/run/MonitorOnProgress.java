package org.snapwear.study.run;

import org.eclipse.core.runtime.IProgressMonitor;
import org.snapwear.trace.progress.Progress;

/**
 * An Eclipse {@link IProgressMonitor} that reports to a {@link Progress}: what the study runner, the report writer and
 * the run overview (which speak {@code IProgressMonitor}) tell, a CLI bar or a workbench widget shows. Optionally it
 * also forwards everything to another monitor (a Job's, so the workbench's progress indicator and its cancel button
 * keep working). Cancelled when {@link #setCanceled} was called, the {@link Progress} asks to stop, or the forwarded
 * monitor is cancelled.
 * <p>
 * Monitor work units are doubles (SubMonitor hands out fractions); the {@link Progress} counts thousandths of one,
 * so what it is told adds up exactly to what the monitor was told.
 */
public class MonitorOnProgress implements IProgressMonitor {
    /** Thousandths of a monitor work unit. */
    private static final double SCALE = 1000;

    private final Progress progress;
    private final IProgressMonitor forward;
    private volatile boolean canceled;
    private double worked;
    private String task = "";

    public MonitorOnProgress(Progress progress) {
        this(progress, null);
    }

    /** @param forward also told everything (may be null) */
    public MonitorOnProgress(Progress progress, IProgressMonitor forward) {
        this.progress = progress;
        this.forward = forward;
    }

    @Override
    public synchronized void beginTask(String name, int totalWork) {
        if (forward != null) {
            forward.beginTask(name, totalWork);
        }
        worked = 0;
        if (name != null && !name.isEmpty()) {
            task = name;
        }
        progress.begin(task, totalWork == UNKNOWN || totalWork <= 0 ? 0 : Math.round(totalWork * SCALE), "");
    }

    @Override
    public synchronized void done() {
        if (forward != null) {
            forward.done();
        }
        progress.done();
    }

    @Override
    public synchronized void internalWorked(double work) {
        if (forward != null) {
            forward.internalWorked(work);
        }
        long before = Math.round(worked * SCALE);
        worked += work;
        progress.worked(Math.round(worked * SCALE) - before);
    }

    @Override
    public boolean isCanceled() {
        return canceled || progress.isCanceled() || forward != null && forward.isCanceled();
    }

    @Override
    public void setCanceled(boolean value) {
        canceled = value;
        if (forward != null) {
            forward.setCanceled(value);
        }
    }

    @Override
    public synchronized void setTaskName(String name) {
        if (forward != null) {
            forward.setTaskName(name);
        }
        task = name == null ? "" : name;
        progress.task(task);
    }

    @Override
    public synchronized void subTask(String name) {
        if (forward != null) {
            forward.subTask(name);
        }
        progress.detail(name);
    }

    @Override
    public void worked(int work) {
        internalWorked(work);
    }
}
