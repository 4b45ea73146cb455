package org.snapwear.ui.commands;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.snapwear.ui.wizards.ImportSequenceWizard;

/** File > Import Sequence...: the import-sequence wizard. */
public final class ImportSequenceHandler extends AbstractHandler {
    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerWindows.of(event);
        ImportSequenceWizard wizard = new ImportSequenceWizard();
        wizard.init(window.getWorkbench(), StructuredSelection.EMPTY);
        new WizardDialog(window.getShell(), wizard).open();
        return null;
    }
}
