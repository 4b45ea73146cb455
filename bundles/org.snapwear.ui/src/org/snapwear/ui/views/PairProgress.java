package org.snapwear.ui.views;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.ProgressMonitorWrapper;

/** Forwards the computation's progress to the panel's progress bar and its cancel button to the Job. */
final class PairProgress extends ProgressMonitorWrapper {
    private final SequencesPanel panel;
    private double worked;

    PairProgress(IProgressMonitor monitor, SequencesPanel panel) {
        super(monitor);
        this.panel = panel;
    }

    @Override
    public void beginTask(String name, int totalWork) {
        super.beginTask(name, totalWork);
        panel.progressBegin(totalWork);
    }

    @Override
    public void worked(int work) {
        super.worked(work);
        worked += work;
        panel.progressWorked((int) worked);
    }

    @Override
    public void internalWorked(double work) {
        super.internalWorked(work);
        worked += work;
        panel.progressWorked((int) worked);
    }
}
