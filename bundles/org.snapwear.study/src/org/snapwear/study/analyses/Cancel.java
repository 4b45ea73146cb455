package org.snapwear.study.analyses;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;

/** The one-line cancellation check every analysis does between units of work. */
final class Cancel {

    private Cancel() {
    }

    static void check(IProgressMonitor monitor) {
        if (monitor != null && monitor.isCanceled()) {
            throw new OperationCanceledException();
        }
    }
}
