package org.snapwear.ui.core;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;

/**
 * Errors of the workbench go to the Eclipse error log (the workspace's .metadata/.log, the Error Log view of an
 * IDE) as well as to the dialog the user sees, so a failure can be reported after the dialog is gone.
 */
public final class UiLog {
    /** The bundle's symbolic name, the plug-in id of logged statuses. */
    public static final String PLUGIN_ID = "org.snapwear.ui";

    private UiLog() {
    }

    /** Logs an error with its cause (the cause may be null). */
    public static void error(String message, Throwable cause) {
        log(Status.error(message, cause));
    }

    /** Logs a status (a failed Job's result, for instance). */
    public static void log(IStatus status) {
        ILog log = Platform.getLog(UiLog.class);
        log.log(status);
    }
}
