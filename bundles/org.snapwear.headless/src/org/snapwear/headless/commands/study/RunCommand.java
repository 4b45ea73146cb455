package org.snapwear.headless.commands.study;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.OutputOption;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.MissingText;
import org.snapwear.headless.cli.support.PicocliCommand;
import org.snapwear.model.StudyResources;
import org.snapwear.model.StudyValidation;
import org.snapwear.model.ranges.ParameterRanges;
import org.snapwear.model.study.Study;
import org.snapwear.study.report.ReportWriter;
import org.snapwear.study.report.StudyResultsJson;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.run.RunOptions;
import org.snapwear.trace.text.SafeText;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code snapwear run STUDY.snapwear [--out DIR] [--work DIR] [--threads N] [--json]}: loads a study file, runs it
 * with a console progress bar (Ctrl-C cancels cleanly), writes the report directory and prints a summary table,
 * or with {@code --json} the whole results document (the report's results.json).
 */
@Command(name = "run", header = "run a study file and write its report (tables, charts, index.html)",
        description = { "Validates and runs the study (relative paths in it resolve against the study file's "
                + "directory), showing progress on stderr; Ctrl-C cancels and leaves no half-written report. Writes "
                + "the report to DIR (default: <study name>-report in the current directory: index.html, "
                + "results.json, tables/*.csv|json, charts/*.png|svg) and prints a summary table, or with --json the "
                + "results document (equal to DIR/results.json).",
            "The study's values and DIR (new, empty or an earlier report) are checked before anything runs.",
            "Exit codes: 0 done, 1 invalid study / failed or cancelled run, 2 usage." })
public final class RunCommand extends PicocliCommand {

    @Option(names = { "-o", "--out" }, paramLabel = "DIR", description = "where the report is written")
    String outOpt;

    @Option(names = "--work", paramLabel = "DIR", description = "where generated sequences are kept and reused "
            + "(default: .<report dir name>-work next to the report)")
    String workOpt;

    @Option(names = "--threads", paramLabel = "N", description = "encoder threads for schemes that say 0, 1 to 256 "
            + "(default: one per processor)")
    Long threadsOpt;

    @Option(names = { "-j", "--json" }, description = "print the results document instead of the summary table")
    boolean json;

    @MissingText("STUDY (a .snapwear study file)")
    @Parameters(paramLabel = "STUDY", description = "a .snapwear study file")
    Path file;

    @Override
    protected int execute(CommandContext ctx) throws Exception {
        inRange("--threads", ParameterRanges.THREADS);
        int threads = threadsOpt != null ? threadsOpt.intValue()
                : Math.min(Runtime.getRuntime().availableProcessors(), (int) ParameterRanges.THREADS.maxLong());
        Study study = StudyResources.load(file);
        // Everything is checked before the study runs: its values (one line naming the file, the attribute and
        // the allowed range), then the report directory.
        List<String> errors = StudyValidation.errors(study);
        if (!errors.isEmpty()) {
            throw new CommandFailedException(file + ": " + String.join("; ", errors));
        }
        Path out = OutputOption.real(outOpt != null ? outOpt : safeName(study.getName()) + "-report");
        ReportWriter.checkTarget(out);
        Path work = workOpt != null ? OutputOption.real(workOpt)
                : out.resolveSibling("." + out.getFileName() + "-work");
        Path base = file.toAbsolutePath().normalize().getParent();
        RunOptions options = new RunOptions(work, base, threads);
        StudyResults results;
        try {
            results = StudyRun.runAndWrite(study, options, out, ctx.progress(), null);
        } catch (CommandFailedException e) {
            throw new CommandFailedException(file + ": " + e.getMessage(), e);
        }
        if (json) {
            ctx.out().println(StudyResultsJson.toJson(results));
        } else {
            ctx.out().printf(Locale.ROOT, "Study '%s' (%s) ran in %.1f s%n%n", SafeText.printable(results.studyName()), file,
                    results.seconds());
            SummaryPrinter.print(ctx.out(), results);
            ctx.out().println("report: " + out.resolve(ReportWriter.INDEX));
        }
        return 0;
    }

    /** A study name usable as a directory name. */
    static String safeName(String name) {
        String s = name == null || name.isBlank() ? "study" : name.trim();
        return s.replaceAll("[^A-Za-z0-9._-]", "_");
    }
}
