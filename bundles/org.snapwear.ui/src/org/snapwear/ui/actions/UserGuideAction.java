package org.snapwear.ui.actions;

import java.io.IOException;
import java.net.URL;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.program.Program;
import org.eclipse.ui.IWorkbenchWindow;
import org.snapwear.help.UserGuide;
import org.snapwear.ui.core.ErrorLines;

/**
 * Help > User Guide: opens the guide's first page in the system browser. An RCP application has no help
 * browser of its own (the Eclipse help UI needs an embedded web server); in an IDE the same pages appear under
 * Help > Help Contents. Without a browser the dialog tells the user where the page is.
 */
public final class UserGuideAction extends Action {
    /** Action id. */
    public static final String ID = "org.snapwear.ui.actions.userGuide";

    private final IWorkbenchWindow window;

    public UserGuideAction(IWorkbenchWindow window) {
        super(Messages.UserGuide_label);
        this.window = window;
        setId(ID);
    }

    /** The guide's first page as a file URL (extracted from the help bundle). */
    public static URL indexPage() throws IOException {
        return UserGuide.page(UserGuide.INDEX);
    }

    @Override
    public void run() {
        try {
            URL page = indexPage();
            if (!Program.launch(page.toString())) {
                MessageDialog.openInformation(window.getShell(), Messages.UserGuide_title,
                        NLS.bind(Messages.UserGuide_noBrowser, page.getPath()));
            }
        } catch (IOException e) {
            String message = NLS.bind(Messages.UserGuide_unavailable, ErrorLines.of(e));
            org.snapwear.ui.core.UiLog.error(message, e);
            MessageDialog.openError(window.getShell(), Messages.UserGuide_title, message);
        }
    }
}
