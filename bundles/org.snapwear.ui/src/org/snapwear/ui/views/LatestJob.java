package org.snapwear.ui.views;

import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Control;
import org.snapwear.ui.core.ErrorLines;

/**
 * The background work of a panel: one Job at a time, a new one cancelling the old, and the result of a job shown
 * only while that job is still the latest. Without that check a superseded job that finished anyway would
 * overwrite the newer result (results arriving out of order).
 */
public final class LatestJob {

    /** Work done off the UI thread; returns what to run on the UI thread with its result. */
    public interface Work {
        Runnable compute(IProgressMonitor monitor) throws Exception;
    }

    private final Control owner;
    private final boolean user;
    private final int failureSeverity;
    private volatile Job current;

    /** Jobs in the background (not user jobs); a failure is an error status (logged). */
    public LatestJob(Control owner) {
        this(owner, false, IStatus.ERROR);
    }

    /**
     * @param user            whether the jobs are user jobs (shown in the progress dialog)
     * @param failureSeverity the severity of a failed job's status: {@link IStatus#ERROR} also makes the platform
     *                        show an error dialog for a user job; {@link IStatus#INFO} for panels that show the
     *                        error themselves
     */
    public LatestJob(Control owner, boolean user, int failureSeverity) {
        this.owner = owner;
        this.user = user;
        this.failureSeverity = failureSeverity;
    }

    /** Cancels the latest job, if any (its cancellation handler runs if it is still the latest). */
    public void cancel() {
        Job j = current;
        if (j != null) {
            j.cancel();
        }
    }

    /** The job started last (for tests waiting on it), or null. */
    public Job current() {
        return current;
    }

    /**
     * Cancels the running job and starts {@code work}. On the UI thread, and only if this job is still the latest:
     * its result runs, or {@code onCancel} after a cancellation, or {@code onFailure} with the error.
     */
    public Job start(String name, Work work, Runnable onCancel, Consumer<Exception> onFailure) {
        cancel();
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
                return new Status(failureSeverity, "org.snapwear.ui", name + ": " + ErrorLines.of(e), e);
            }
        });
        self[0] = j;
        j.setUser(user);
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
