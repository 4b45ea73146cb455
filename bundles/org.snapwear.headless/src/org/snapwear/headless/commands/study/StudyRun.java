package org.snapwear.headless.commands.study;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

import org.snapwear.headless.cli.support.CancelOnInterrupt;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.ProgressReporter;
import org.snapwear.model.study.Study;
import org.snapwear.study.analyses.StudyAnalyses;
import org.snapwear.study.report.ReportWriter;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.run.Analysis;
import org.snapwear.study.run.RunOptions;
import org.snapwear.study.run.StudyRunException;
import org.snapwear.study.run.StudyRunner;

/** What {@code run} and {@code demo} share: run a study with console progress and Ctrl-C, then write its report. */
public final class StudyRun {

    private StudyRun() {
    }

    /**
     * Runs the study with the built-in analyses and writes the report to {@code out}.
     *
     * @param beforeWrite adjusts the results before the report is written (may be null)
     * @throws CommandFailedException for an invalid study, a failed analysis or a cancelled run
     */
    public static StudyResults runAndWrite(Study study, RunOptions options, Path out, ProgressReporter progress,
            Consumer<StudyResults> beforeWrite) throws Exception {
        return runAndWrite(study, StudyAnalyses.builtIn(), options, out, progress, beforeWrite);
    }

    /** As {@link #runAndWrite(Study, RunOptions, Path, ProgressReporter, Consumer)} with these analyses. */
    public static StudyResults runAndWrite(Study study, List<Analysis> analyses, RunOptions options, Path out,
            ProgressReporter progress, Consumer<StudyResults> beforeWrite) throws Exception {
        ConsoleProgressMonitor monitor = new ConsoleProgressMonitor(progress);
        return CancelOnInterrupt.run(progress, "cancelled; no report was written", () -> {
            StudyResults r;
            try {
                r = new StudyRunner(analyses).run(study, options, monitor);
            } catch (StudyRunException e) {
                throw new CommandFailedException(e.getMessage(), e);
            }
            if (beforeWrite != null) {
                beforeWrite.accept(r);
            }
            ReportWriter.write(r, out, monitor);
            monitor.done();
            return r;
        });
    }
}
