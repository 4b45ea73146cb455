package org.snapwear.ui.resume;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.window.Window;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * File > Resume Check...: asks for the check in {@link ResumeCheckDialog}, then opens a {@link ResumeCheckEditor}
 * that runs it. Returns the editor (null when the dialog was cancelled), for callers that wait for its job.
 */
public final class ResumeCheckHandler extends AbstractHandler {
    public static final String COMMAND_ID = "org.snapwear.ui.commands.resumeCheck";

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow w = HandlerUtil.getActiveWorkbenchWindow(event);
        if (w == null) {
            w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        }
        if (w == null) {
            throw new ExecutionException("no workbench window");
        }
        ResumeCheckDialog dialog = new ResumeCheckDialog(w.getShell());
        if (dialog.open() != Window.OK) {
            return null;
        }
        try {
            return ResumeCheckEditor.open(w, dialog.input());
        } catch (PartInitException e) {
            throw new ExecutionException(e.getMessage(), e);
        }
    }
}
