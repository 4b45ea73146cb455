package org.snapwear.ui.commands;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.osgi.service.datalocation.Location;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchWindow;
import org.snapwear.model.StudyResources;
import org.snapwear.model.study.Study;
import org.snapwear.study.presets.DemoStudy;
import org.snapwear.study.resume.DemoResumeAnalysis;
import org.snapwear.ui.core.UiLog;
import org.snapwear.ui.editors.study.RunStudyJob;
import org.snapwear.ui.editors.study.StudyEditor;
import org.snapwear.ui.core.ErrorLines;

/**
 * "Run the demo study": the study of {@code snapwear demo} ({@link DemoStudy}, with the demo's resume check on the
 * built-in generator, {@link DemoResumeAnalysis}) written to {@code demo/demo.snapwear}
 * with its metadata trace in {@code demo/metadata-trace}, in the workspace (the launcher's {@code -data}, or {@code ~/snapwear-demo} without one), run by the same
 * {@link RunStudyJob} as the study editor's Run: a user Job with progress and cancel, the report written beside
 * the study, the results shown in the Results view. The generated sequence is kept in the run's work directory,
 * so running the demo again reuses it.
 */
public final class DemoRun {
    private DemoRun() {
    }

    /** The directory the demo study and its report go to. */
    public static Path directory() {
        Location instance = Platform.getInstanceLocation();
        try {
            if (instance != null && instance.isSet() && instance.getURL() != null) {
                return Path.of(instance.getURL().toURI()).resolve("demo");
            }
        } catch (URISyntaxException | IllegalArgumentException e) {
            // A workspace that is not a local directory: use the home directory instead.
        }
        return Path.of(System.getProperty("user.home"), "snapwear-demo");
    }

    /**
     * Writes the demo study, opens it in the study editor, schedules its run and returns the job (null if the
     * study could not be written; the user has then seen an error dialog).
     */
    public static RunStudyJob start(IWorkbenchWindow window) {
        Path dir = directory();
        Path file = dir.resolve(DemoStudy.NAME + "." + StudyResources.FILE_EXTENSION);
        Study study = DemoStudy.create();
        try {
            Files.createDirectories(dir);
            StudyResources.save(study, file);
            // The study names the built-in generator's metadata trace relative to its directory, as snapwear demo
            // does; the generator is deterministic, so a trace from an earlier run is the same and is kept.
            if (!Files.exists(dir.resolve(DemoStudy.METADATA_TRACE))) {
                DemoStudy.writeMetadataTrace(dir);
            }
        } catch (IOException e) {
            String message = NLS.bind(Messages.RunDemo_cannotPrepare, file, ErrorLines.of(e));
            UiLog.error(message, e);
            ErrorDialog.openError(window.getShell(), Messages.RunDemo_title, message,
                    org.eclipse.core.runtime.Status.error(message));
            return null;
        }
        try {
            StudyEditor.open(window, file);
        } catch (org.eclipse.ui.PartInitException e) {
            // The run does not need the editor; the error log says why it did not open.
            UiLog.error(ErrorLines.of(e), e);
        }
        Display display = window.getShell().getDisplay();
        RunStudyJob job = new RunStudyJob(study, DemoResumeAnalysis.analyses(), file, outcome -> display.asyncExec(() -> {
            if (!window.getShell().isDisposed()) {
                StudyEditor.showOutcome(window, outcome);
            }
        }));
        job.addJobChangeListener(new JobChangeAdapter() {
            @Override
            public void done(IJobChangeEvent event) {
                IStatus result = event.getResult();
                if (result.getSeverity() == IStatus.ERROR) {
                    UiLog.log(result);
                    display.asyncExec(() -> {
                        if (!window.getShell().isDisposed()) {
                            ErrorDialog.openError(window.getShell(), Messages.RunDemo_title, Messages.RunDemo_failed,
                                    result);
                        }
                    });
                }
            }
        });
        job.schedule();
        return job;
    }
}
