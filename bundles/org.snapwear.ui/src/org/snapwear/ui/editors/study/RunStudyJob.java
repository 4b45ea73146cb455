package org.snapwear.ui.editors.study;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.MultiStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.osgi.util.NLS;
import org.snapwear.model.study.Study;
import org.snapwear.study.analyses.StudyAnalyses;
import org.snapwear.study.report.ReportWriter;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.run.Analysis;
import org.snapwear.study.run.RunOptions;
import org.snapwear.study.run.StudyRunException;
import org.snapwear.study.run.StudyRunner;
import org.snapwear.ui.core.ErrorLines;

/**
 * Runs a study in the background with progress and cancel: {@link StudyRunner} on a copy of the study (edits
 * made while it runs do not race with it), then {@link ReportWriter} into {@code <study name>-report} next to the
 * study file. Generated sequences are kept in {@code .<study name>-report-work} beside it, as the headless
 * {@code snapwear run} does, so a second run reuses them.
 */
public final class RunStudyJob extends Job {
    private static final String PLUGIN_ID = "org.snapwear.ui";

    /** What a finished run produced. */
    public record Outcome(StudyResults results, Path reportDir) {
    }

    private final Study study;
    private final List<Analysis> analyses;
    private final Path studyFile;
    private final Consumer<Outcome> onDone;
    private volatile Outcome outcome;

    /**
     * @param studyFile the study's file: its directory is the base of relative source paths and holds the report
     * @param onDone    called (in the job's thread) after a successful run; may be null
     */
    public RunStudyJob(Study study, Path studyFile, Consumer<Outcome> onDone) {
        this(study, StudyAnalyses.builtIn(), studyFile, onDone);
    }

    /** As {@link #RunStudyJob(Study, Path, Consumer)} with these analyses (the demo adds its resume check). */
    public RunStudyJob(Study study, List<Analysis> analyses, Path studyFile, Consumer<Outcome> onDone) {
        super(NLS.bind(Messages.Job_name, study.getName()));
        this.analyses = List.copyOf(analyses);
        this.study = EcoreUtil.copy(study);
        this.studyFile = studyFile.toAbsolutePath().normalize();
        this.onDone = onDone;
        setUser(true);
    }

    /** The report directory for a study file: {@code <study name>-report} beside it. */
    public static Path reportDir(Study study, Path studyFile) {
        String name = study.getName() == null || study.getName().isBlank() ? "study" : study.getName();
        // Keep the directory name portable: no path separators or characters Windows rejects.
        String safe = name.trim().replaceAll("[\\\\/:*?\"<>|]", "_");
        return studyFile.toAbsolutePath().normalize().getParent().resolve(safe + "-report");
    }

    public Outcome outcome() {
        return outcome;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        SubMonitor sub = SubMonitor.convert(monitor, getName(), 100);
        Path report = reportDir(study, studyFile);
        Path work = report.resolveSibling("." + report.getFileName() + "-work");
        try {
            StudyResults results = new StudyRunner(analyses).run(study, RunOptions.of(work, studyFile.getParent()),
                    sub.split(90));
            sub.subTask(NLS.bind(Messages.Job_writingReport, report));
            ReportWriter.write(results, report, sub.split(10));
            outcome = new Outcome(results, report);
            if (onDone != null) {
                onDone.accept(outcome);
            }
            return Status.OK_STATUS;
        } catch (OperationCanceledException e) {
            return Status.CANCEL_STATUS;
        } catch (StudyRunException e) {
            MultiStatus status = new MultiStatus(PLUGIN_ID, 0, e.getMessage(), e);
            for (String p : e.problems()) {
                status.add(Status.error(p));
            }
            return status;
        } catch (IOException | RuntimeException e) {
            return Status.error(NLS.bind(Messages.Job_failed, study.getName(), ErrorLines.of(e)), e);
        } finally {
            monitor.done();
        }
    }
}
