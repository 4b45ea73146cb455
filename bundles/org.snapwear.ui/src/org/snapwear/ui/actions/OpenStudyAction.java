package org.snapwear.ui.actions;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.jface.action.Action;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.snapwear.ui.editors.study.StudyEditor;
import org.snapwear.ui.core.ErrorLines;
import org.snapwear.ui.core.RecentFiles;

/** File > Open Study...: opens a {@code .snapwear} file in the study editor. */
public final class OpenStudyAction extends Action {
    public static final String ID = "org.snapwear.ui.actions.openStudy";

    private final IWorkbenchWindow window;

    public OpenStudyAction(IWorkbenchWindow window) {
        super(Messages.OpenStudy_label);
        this.window = window;
        setId(ID);
        setToolTipText(Messages.OpenStudy_tooltip);
    }

    @Override
    public void run() {
        FileDialog dialog = new FileDialog(window.getShell(), SWT.OPEN);
        dialog.setText(Messages.OpenStudy_dialogTitle);
        dialog.setFilterExtensions(new String[] { "*.snapwear", "*" });
        dialog.setFilterNames(new String[] { Messages.OpenStudy_filterStudies, Messages.OpenStudy_filterAll });
        String chosen = dialog.open();
        if (chosen == null) {
            return;
        }
        open(window, Path.of(chosen));
    }

    /**
     * Opens a study file in the study editor and puts it first in File > Open Recent; a file the editor cannot
     * open gives an error dialog with the reason.
     */
    public static void open(IWorkbenchWindow window, Path file) {
        try {
            StudyEditor.open(window, file);
            RecentFiles.workbenchStudies().add(List.of(file));
        } catch (PartInitException e) {
            ErrorLines.show(window.getShell(), Messages.OpenStudy_dialogTitle, e);
        }
    }
}
