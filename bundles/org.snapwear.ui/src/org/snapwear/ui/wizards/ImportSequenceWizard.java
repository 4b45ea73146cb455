package org.snapwear.ui.wizards;

import java.nio.file.Path;

import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.IImportWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchWindow;
import org.snapwear.ui.actions.OpenSequenceAction;

/**
 * File > Import Sequence: a directory of checkpoints, checked to be a directory before Finish, then opened in the
 * Sequences view (which discovers the checkpoints in a Job and reports a directory that holds none).
 */
public final class ImportSequenceWizard extends Wizard implements IImportWizard {
    private IWorkbench workbench;
    private ImportSequencePage page;

    public ImportSequenceWizard() {
        setWindowTitle(Messages.ImportSequence_windowTitle);
    }

    @Override
    public void init(IWorkbench wb, IStructuredSelection selection) {
        this.workbench = wb;
    }

    @Override
    public void addPages() {
        page = new ImportSequencePage();
        addPage(page);
    }

    @Override
    public boolean performFinish() {
        IWorkbenchWindow window = workbench.getActiveWorkbenchWindow();
        if (window == null) {
            return false;
        }
        OpenSequenceAction.open(window, page.directory());
        return true;
    }

    /** Sets the page's directory (the page must have been created). */
    public void setDirectory(Path dir) {
        page.set(dir);
    }
}
