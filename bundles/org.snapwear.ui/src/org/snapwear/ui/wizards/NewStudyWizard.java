package org.snapwear.ui.wizards;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.snapwear.ui.core.UiLog;
import org.snapwear.ui.core.RecentFiles;
import org.snapwear.ui.editors.study.NewStudies;
import org.snapwear.ui.editors.study.StudyEditor;
import org.snapwear.ui.core.ErrorLines;

/**
 * File > New Study: writes the papers' default study with the chosen hardware preset
 * ({@link NewStudies#create}) and opens it in the study editor.
 */
public final class NewStudyWizard extends Wizard implements INewWizard {
    private IWorkbench workbench;
    private NewStudyPage page;
    private Path created;

    public NewStudyWizard() {
        setWindowTitle(Messages.NewStudy_windowTitle);
        setNeedsProgressMonitor(false);
    }

    @Override
    public void init(IWorkbench wb, IStructuredSelection selection) {
        this.workbench = wb;
    }

    @Override
    public void addPages() {
        page = new NewStudyPage(Path.of(System.getProperty("user.home")));
        addPage(page);
    }

    @Override
    public boolean performFinish() {
        Path file = page.file();
        try {
            NewStudies.create(file, page.presetId());
            created = file;
            RecentFiles.workbenchStudies().add(List.of(file));
            IWorkbenchWindow window = workbench.getActiveWorkbenchWindow();
            if (window != null) {
                StudyEditor.open(window, file);
            }
            return true;
        } catch (IOException | PartInitException e) {
            String message = NLS.bind(Messages.NewStudy_failed, file, ErrorLines.of(e));
            UiLog.error(message, e);
            page.setErrorMessage(message);
            return false;
        }
    }

    /** The file written by the last finish (null before). */
    public Path created() {
        return created;
    }

    /** Sets the page's folder and file name (the page must have been created). */
    public void setTarget(Path dir, String fileName) {
        page.set(dir, fileName);
    }
}
