package org.snapwear.ui.actions;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.snapwear.study.presets.HardwarePresets;
import org.snapwear.ui.editors.study.NewStudies;
import org.snapwear.ui.editors.study.StudyEditor;
import org.snapwear.ui.preferences.SnapwearPreferences;

/** File > New Study...: writes the default study (with the preferred hardware preset) and opens it. */
public final class NewStudyAction extends Action {
    public static final String ID = "org.snapwear.ui.actions.newStudy";

    private final IWorkbenchWindow window;

    public NewStudyAction(IWorkbenchWindow window) {
        super("&New Study...");
        this.window = window;
        setId(ID);
        setToolTipText("Create a study file with the seed papers' defaults and open it in the study editor");
    }

    @Override
    public void run() {
        FileDialog dialog = new FileDialog(window.getShell(), SWT.SAVE);
        dialog.setText("New Study");
        dialog.setFilterExtensions(new String[] { "*.snapwear" });
        dialog.setFilterNames(new String[] { "Snapwear studies (*.snapwear)" });
        dialog.setFileName("study.snapwear");
        dialog.setOverwrite(true);
        String chosen = dialog.open();
        if (chosen == null) {
            return;
        }
        Path file = NewStudies.withExtension(Path.of(chosen));
        if (Files.exists(file) && !chosen.equals(file.toString()) && !MessageDialog.openQuestion(window.getShell(),
                "New Study", file + " exists. Replace it?")) {
            return;
        }
        String preset = SnapwearPreferences.presetId();
        try {
            NewStudies.create(file, preset);
            StudyEditor.open(window, file);
            RecentFiles.workbenchStudies().add(java.util.List.of(file));
        } catch (IOException | PartInitException e) {
            MessageDialog.openError(window.getShell(), "New Study", file + ": " + e.getMessage()
                    + "\n(hardware preset: " + HardwarePresets.orDefault(preset).label() + ")");
        }
    }
}
