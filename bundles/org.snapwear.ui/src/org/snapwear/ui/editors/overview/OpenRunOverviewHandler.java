package org.snapwear.ui.editors.overview;

import java.nio.file.Path;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.snapwear.ui.core.CommandIds;
import org.snapwear.ui.core.ErrorLines;

/**
 * Command {@value #COMMAND_ID}: asks for a directory of checkpoints and opens its run overview. The optional
 * parameter {@value #PATH_PARAMETER} skips the dialog (a start page or a test passes the directory).
 */
public final class OpenRunOverviewHandler extends AbstractHandler {
    public static final String COMMAND_ID = CommandIds.OPEN_RUN_OVERVIEW;
    public static final String PATH_PARAMETER = CommandIds.OPEN_RUN_OVERVIEW_PATH;

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        String dir = event.getParameter(PATH_PARAMETER);
        if (dir == null) {
            DirectoryDialog dialog = new DirectoryDialog(window.getShell());
            dialog.setText(Messages.Open_dialogTitle);
            dialog.setMessage(Messages.Open_dialogMessage);
            dir = dialog.open();
        }
        if (dir == null) {
            return null;
        }
        try {
            return RunOverviewEditor.open(window, Path.of(dir));
        } catch (PartInitException e) {
            MessageDialog.openError(window.getShell(), Messages.Open_dialogTitle,
                    NLS.bind(Messages.Open_failed, ErrorLines.of(e)));
            return null;
        }
    }
}
