package org.snapwear.ui.editors.overview;

import java.util.function.DoubleConsumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.ProgressMonitorWrapper;

/**
 * Passes the measurement's progress (reading the run, then one share per simulated candidate, as
 * {@code RunOverviews.measure} reports it) on to the editor, which shows it while the verdict is not there yet;
 * the Job's own monitor still gets everything (the workbench's progress indicator, cancel).
 */
final class MeasureProgress extends ProgressMonitorWrapper {
    /** Told the fraction done (0..1) on the Job's thread after each change. */
    private final DoubleConsumer onChange;
    private int total;
    private double worked;

    MeasureProgress(IProgressMonitor monitor, DoubleConsumer onChange) {
        super(monitor);
        this.onChange = onChange;
    }

    @Override
    public void beginTask(String name, int totalWork) {
        super.beginTask(name, totalWork);
        total = totalWork;
        worked = 0;
        onChange.accept(0);
    }

    @Override
    public void worked(int work) {
        internalWorked(work);
    }

    @Override
    public void internalWorked(double work) {
        super.internalWorked(work);
        worked += work;
        if (total > 0) {
            onChange.accept(Math.min(1, worked / total));
        }
    }
}
