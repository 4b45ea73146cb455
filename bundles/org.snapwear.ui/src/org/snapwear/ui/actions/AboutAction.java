package org.snapwear.ui.actions;

import org.eclipse.jface.action.Action;
import org.eclipse.ui.IWorkbenchWindow;
import org.snapwear.ui.dialogs.AboutSnapwearDialog;

/** Help > About Snapwear. */
public final class AboutAction extends Action {
    /** Action id. */
    public static final String ID = "org.snapwear.ui.actions.about";

    private final IWorkbenchWindow window;

    public AboutAction(IWorkbenchWindow window) {
        super("&About Snapwear");
        this.window = window;
        setId(ID);
    }

    @Override
    public void run() {
        new AboutSnapwearDialog(window.getShell()).open();
    }
}
