package org.snapwear.ui.editors.study;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.emf.common.command.CommandStack;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IPathEditorInput;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.part.EditorPart;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.model.StudyResources;
import org.snapwear.model.study.Study;
import org.snapwear.ui.preferences.SnapwearPreferences;
import org.snapwear.ui.views.ResultsView;
import org.snapwear.ui.core.ErrorLines;

/**
 * The study editor in the workbench: hosts a {@link StudyEditorControl} for a {@code .snapwear} file, connects
 * the editing domain's command stack to the workbench's Undo/Redo and the dirty flag, saves to the file and runs
 * the study ({@link RunStudyJob}), showing the results in the Results view.
 */
public final class StudyEditor extends EditorPart {
    /** Editor id (plugin.xml). */
    public static final String ID = "org.snapwear.ui.editors.study";

    private Path file;
    private Study study;
    private AdapterFactoryEditingDomain domain;
    private StudyEditorControl control;
    private final StackAction undo = new StackAction(true);
    private final StackAction redo = new StackAction(false);
    private final Action run = new Action(Messages.Editor_runStudy) {
        @Override
        public void run() {
            runStudy();
        }
    };

    /** Opens a study file in the editor (or activates the editor already showing it). */
    public static IEditorPart open(IWorkbenchWindow window, Path file) throws PartInitException {
        return window.getActivePage().openEditor(new StudyEditorInput(file), ID);
    }

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        setSite(site);
        setInput(input);
        file = fileOf(input);
        if (file == null) {
            throw new PartInitException(NLS.bind(Messages.Editor_notAFile, input.getName()));
        }
        try {
            study = StudyResources.load(file);
        } catch (IOException e) {
            throw new PartInitException(ErrorLines.of(e), e);
        }
        setPartName(file.getFileName().toString());
        setTitleToolTip(file.toString());
    }

    private static Path fileOf(IEditorInput input) {
        if (input instanceof StudyEditorInput s) {
            return s.file();
        }
        if (input instanceof IPathEditorInput p) {
            return p.getPath().toFile().toPath();
        }
        return null;
    }

    @Override
    public void createPartControl(Composite parent) {
        domain = StudyEditingDomains.create(study);
        control = new StudyEditorControl(parent, study, domain, CodecRegistry.defaultRegistry(),
                SnapwearPreferences.presetId());
        control.addDirtyListener(() -> {
            firePropertyChange(PROP_DIRTY);
            undo.update();
            redo.update();
        });
        run.setToolTipText(NLS.bind(Messages.Editor_runTip,
                RunStudyJob.reportDir(study, file).getFileName()));
        run.setId("org.snapwear.ui.editors.study.run");
        for (StudyFormPage p : control.pages()) {
            IToolBarManager tb = p.form().getToolBarManager();
            tb.add(run);
            tb.update(true);
        }
        getEditorSite().getActionBars().setGlobalActionHandler(ActionFactory.UNDO.getId(), undo);
        getEditorSite().getActionBars().setGlobalActionHandler(ActionFactory.REDO.getId(), redo);
        getEditorSite().getActionBars().updateActionBars();
        undo.update();
        redo.update();
    }

    public StudyEditorControl control() {
        return control;
    }

    /** Runs the study as a Job; results go to the Results view, the report next to the file. */
    public void runStudy() {
        if (control.hasErrors()) {
            MessageDialog.openError(getSite().getShell(), Messages.Editor_runStudy2, NLS.bind(Messages.Editor_hasErrors,
                    String.join("\n", control.problemMessages())));
            return;
        }
        IWorkbenchWindow window = getSite().getWorkbenchWindow();
        Display display = getSite().getShell().getDisplay();
        RunStudyJob job = new RunStudyJob(study, file, outcome -> display.asyncExec(() -> {
            if (!window.getShell().isDisposed()) {
                showOutcome(window, outcome);
            }
        }));
        job.addJobChangeListener(new org.eclipse.core.runtime.jobs.JobChangeAdapter() {
            @Override
            public void done(org.eclipse.core.runtime.jobs.IJobChangeEvent event) {
                if (event.getResult().getSeverity() == org.eclipse.core.runtime.IStatus.ERROR) {
                    org.snapwear.ui.core.UiLog.log(event.getResult());
                    display.asyncExec(() -> ErrorDialog.openError(window.getShell(), Messages.Editor_runStudy2,
                            Messages.Editor_theStudyDidNot, event.getResult()));
                }
            }
        });
        job.schedule();
    }

    /**
     * Shows a finished run in the Results view (UI thread), with the report directory it wrote, so the view
     * reopens the report in the next session.
     */
    public static ResultsView showOutcome(IWorkbenchWindow window, RunStudyJob.Outcome outcome) {
        return ResultsView.open(window, outcome.results(),
                outcome.results().studyName() + " (" + outcome.reportDir().getFileName() + ")", outcome.reportDir());
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        try {
            control.save(file);
        } catch (IOException e) {
            ErrorLines.show(getSite().getShell(), Messages.Editor_saveStudy, e);
        }
    }

    @Override
    public void doSaveAs() {
        // Save As is not offered (isSaveAsAllowed); File > New Study makes a new file.
    }

    @Override
    public boolean isDirty() {
        return control != null && control.isDirty();
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }

    @Override
    public void setFocus() {
        control.setFocus();
    }

    /** Undo or redo on the editing domain's command stack, labelled with the command's name. */
    private final class StackAction extends Action {
        private final boolean isUndo;

        StackAction(boolean isUndo) {
            super(isUndo ? Messages.Editor_undo : Messages.Editor_redo);
            this.isUndo = isUndo;
        }

        @Override
        public void run() {
            CommandStack s = domain.getCommandStack();
            if (isUndo && s.canUndo()) {
                s.undo();
            } else if (!isUndo && s.canRedo()) {
                s.redo();
            }
        }

        void update() {
            if (domain == null) {
                return;
            }
            CommandStack s = domain.getCommandStack();
            setEnabled(isUndo ? s.canUndo() : s.canRedo());
            var cmd = isUndo ? s.getUndoCommand() : s.getRedoCommand();
            String label = cmd == null || cmd.getLabel() == null ? "" : " " + cmd.getLabel();
            setText((isUndo ? Messages.Editor_undo : Messages.Editor_redo) + label);
        }
    }
}
