package org.snapwear.study.overview;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.snapwear.trace.progress.Progress;

/**
 * {@link Progress} onto an Eclipse {@link IProgressMonitor}, for {@link RunOverviews#measure(String,
 * org.snapwear.trace.sequence.SnapshotSequence, IProgressMonitor)}: work and detail go to the monitor from the
 * measuring thread, cancel is read from any thread.
 */
final class MonitorProgress implements Progress {

    private final IProgressMonitor monitor;
    private SubMonitor sub;

    MonitorProgress(IProgressMonitor monitor) {
        this.monitor = monitor;
    }

    @Override
    public synchronized void begin(String task, long totalWork, String unit) {
        sub = SubMonitor.convert(monitor, task, (int) Math.min(Integer.MAX_VALUE, Math.max(0, totalWork)));
    }

    @Override
    public synchronized void worked(long work) {
        if (sub != null) {
            sub.worked((int) Math.min(Integer.MAX_VALUE, work));
        }
    }

    @Override
    public synchronized void detail(String text) {
        if (sub != null) {
            sub.subTask(text);
        }
    }

    @Override
    public boolean isCanceled() {
        return monitor.isCanceled();
    }
}
