package org.snapwear.ui.resume;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.EditorPart;

/**
 * One resume check in the editor area (each run its own tab, like a report): a {@link ResumeCheckPanel} that starts
 * the check of its {@link ResumeCheckInput} when it opens. Nothing to save; closing the editor cancels a check
 * still running.
 */
public final class ResumeCheckEditor extends EditorPart {
    public static final String ID = "org.snapwear.ui.editors.resumeCheck";

    private ResumeCheckPanel panel;

    /** Opens an editor for {@code input}, which starts the check. */
    public static ResumeCheckEditor open(IWorkbenchWindow window, ResumeCheckInput input) throws PartInitException {
        return (ResumeCheckEditor) window.getActivePage().openEditor(input, ID);
    }

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        if (!(input instanceof ResumeCheckInput)) {
            throw new PartInitException("a resume check editor opens a resume check, not " + input.getName());
        }
        setSite(site);
        setInput(input);
        setPartName(input.getName());
        setTitleToolTip(input.getToolTipText());
    }

    @Override
    public void createPartControl(Composite parent) {
        panel = new ResumeCheckPanel(parent, SWT.NONE);
        panel.run((ResumeCheckInput) getEditorInput());
    }

    public ResumeCheckPanel panel() {
        return panel;
    }

    @Override
    public void dispose() {
        if (panel != null && panel.job() != null) {
            panel.job().cancel();
        }
        super.dispose();
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
    }

    @Override
    public void doSaveAs() {
    }

    @Override
    public boolean isDirty() {
        return false;
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }

    @Override
    public void setFocus() {
        panel.setFocus();
    }
}
