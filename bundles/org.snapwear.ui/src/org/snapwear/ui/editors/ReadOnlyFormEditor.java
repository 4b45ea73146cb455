package org.snapwear.ui.editors;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.eclipse.ui.part.EditorPart;

/**
 * An editor that shows something computed (the start page, a run overview) and saves nothing: it owns the forms
 * toolkit its page is drawn with and answers the save protocol once for all such editors.
 */
public abstract class ReadOnlyFormEditor extends EditorPart {
    private FormToolkit toolkit;

    /** The toolkit of this editor's page, created on first use on {@code display} and disposed with the editor. */
    protected FormToolkit toolkit(Display display) {
        if (toolkit == null) {
            toolkit = new FormToolkit(display);
        }
        return toolkit;
    }

    /** The toolkit created by {@link #toolkit(Display)}. */
    protected FormToolkit toolkit() {
        if (toolkit == null) {
            throw new IllegalStateException("the page is not created yet");
        }
        return toolkit;
    }

    @Override
    public void dispose() {
        if (toolkit != null) {
            toolkit.dispose();
        }
        super.dispose();
    }

    @Override
    public final void doSave(IProgressMonitor monitor) {
        // nothing to save: the page is computed from its input
    }

    @Override
    public final void doSaveAs() {
        // nothing to save
    }

    @Override
    public final boolean isDirty() {
        return false;
    }

    @Override
    public final boolean isSaveAsAllowed() {
        return false;
    }
}
