package org.snapwear.ui.commands;

import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.HandlerUtil;

/** The window a command runs in: the event's, or the workbench's active window (a command run from code). */
final class HandlerWindows {
    private HandlerWindows() {
    }

    static IWorkbenchWindow of(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow w = HandlerUtil.getActiveWorkbenchWindow(event);
        if (w == null) {
            w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        }
        if (w == null && PlatformUI.getWorkbench().getWorkbenchWindowCount() > 0) {
            w = PlatformUI.getWorkbench().getWorkbenchWindows()[0];
        }
        if (w == null) {
            throw new ExecutionException("no workbench window");
        }
        return w;
    }
}
