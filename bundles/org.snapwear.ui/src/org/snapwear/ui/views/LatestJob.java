package org.snapwear.ui.views;

import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Control;

/**
 * The background work of a panel: one Job at a time, a new one cancelling the old, and the result of a job shown
 * only while that job is still the latest. Without that check a superseded job that finished anyway would
 * overwrite the newer result (results arriving out of order).
 */
final class LatestJob {

    /** Work done off the UI thread; returns what to run on the UI thread with its result. */
    interface Work {
        Runnable compute(IProgressMonitor monitor) throws Exception;
    }

    private final Control owner;
    private volatile Job current;

    LatestJob(Control owner) {
        this.owner = owner;
    }

    /** The job started last (for tests waiting on it), or null. */
    Job current() {
        return current;
    }

    /**
     * Cancels the running job and starts {@code work}. On the UI thread, and only if this job is still the latest:
     * its result runs, or {@code onCancel} after a cancellation, or {@code onFailure} with the error.
     */
    Job start(String name, Work work, Runnable onCancel, Consumer<Exception> onFailure) {
        Job old = current;
        if (old != null) {
            old.cancel();
        }
        Job[] self = new Job[1];
        Job j = Job.create(name, monitor -> {
            try {
                Runnable show = work.compute(monitor);
                ui(self[0], show);
                return Status.OK_STATUS;
            } catch (OperationCanceledException e) {
                ui(self[0], onCancel);
                return Status.CANCEL_STATUS;
            } catch (Exception e) {
                ui(self[0], () -> onFailure.accept(e));
                return new Status(IStatus.ERROR, "org.snapwear.ui", e.getMessage(), e);
            }
        });
        self[0] = j;
        current = j;
        j.schedule();
        return j;
    }

    private void ui(Job j, Runnable r) {
        if (!owner.isDisposed()) {
            owner.getDisplay().asyncExec(() -> {
                if (!owner.isDisposed() && current == j) {
                    r.run();
                }
            });
        }
    }
}
