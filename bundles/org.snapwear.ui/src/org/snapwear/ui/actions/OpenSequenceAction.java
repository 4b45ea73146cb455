package org.snapwear.ui.actions;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.jface.action.Action;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.snapwear.ui.views.SequencesView;
import org.snapwear.ui.core.ErrorLines;

/** File > Open Sequence...: pick a directory of checkpoints and show it in the Sequences view. */
public final class OpenSequenceAction extends Action {
    /** Action id. */
    public static final String ID = "org.snapwear.ui.actions.openSequence";

    private final IWorkbenchWindow window;

    public OpenSequenceAction(IWorkbenchWindow window) {
        super(Messages.OpenSequence_label);
        this.window = window;
        setId(ID);
        setToolTipText(Messages.OpenSequence_tooltip);
    }

    @Override
    public void run() {
        DirectoryDialog dialog = new DirectoryDialog(window.getShell());
        dialog.setText(Messages.OpenSequence_dialogTitle);
        dialog.setMessage(Messages.OpenSequence_dialogMessage);
        String dir = dialog.open();
        if (dir != null) {
            open(window, Path.of(dir));
        }
    }

    /** Shows the Sequences view and loads the directory into it. */
    public static void open(IWorkbenchWindow window, Path directory) {
        open(window, List.of(directory));
    }

    /**
     * Shows a run in the Sequences view without taking the focus from the active part, unless the view shows it
     * already (it then goes to the recent list as any opened sequence does); returns the view, or null if it could
     * not be shown. The run overview calls this for what it opens, from any place (the start page, the command,
     * {@code snapwear open RUN}).
     */
    public static SequencesView showRun(IWorkbenchWindow window, Path run) {
        try {
            SequencesView view = (SequencesView) window.getActivePage().showView(SequencesView.ID, null,
                    IWorkbenchPage.VIEW_VISIBLE);
            view.showRun(run);
            return view;
        } catch (PartInitException e) {
            ErrorLines.show(window.getShell(), Messages.OpenSequence_dialogTitle, e);
            return null;
        }
    }

    /** Shows the Sequences view and opens a directory or checkpoint files (Open Recent) in it. */
    public static void open(IWorkbenchWindow window, List<Path> paths) {
        try {
            SequencesView view = (SequencesView) window.getActivePage().showView(SequencesView.ID);
            view.open(paths);
        } catch (PartInitException e) {
            ErrorLines.show(window.getShell(), Messages.OpenSequence_dialogTitle, e);
        }
    }
}
