package org.snapwear.headless.commands.study;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.snapwear.headless.cli.support.Args;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.Subcommand;
import org.snapwear.model.StudyResources;
import org.snapwear.model.StudyValidation;
import org.snapwear.model.ranges.ParameterRanges;
import org.snapwear.model.study.Study;
import org.snapwear.study.report.ReportWriter;
import org.snapwear.study.report.StudyResultsJson;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.run.RunOptions;

/**
 * {@code snapwear run STUDY.snapwear [--out DIR] [--work DIR] [--threads N] [--json]}: loads a study file, runs it
 * with a console progress bar (Ctrl-C cancels cleanly), writes the report directory and prints a summary table,
 * or with {@code --json} the whole results document (the report's results.json).
 */
public final class RunCommand implements Subcommand {

    @Override
    public String name() {
        return "run";
    }

    @Override
    public String summary() {
        return "run a study file and write its report (tables, charts, index.html)";
    }

    @Override
    public String usage() {
        return "snapwear run STUDY.snapwear [--out DIR] [--work DIR] [--threads N] [--json]\n\n"
                + "Validates and runs the study (relative paths in it resolve against the study file's directory),\n"
                + "showing progress on stderr; Ctrl-C cancels and leaves no half-written report. Writes the report\n"
                + "to DIR (default: <study name>-report in the current directory: index.html, results.json,\n"
                + "tables/*.csv|json, charts/*.png|svg) and prints a summary table, or with --json the results\n"
                + "document (equal to DIR/results.json).\n"
                + "--work DIR   where generated sequences are kept and reused (default: .<report dir name>-work next\n"
                + "             to the report)\n"
                + "--threads N  encoder threads for schemes that say 0, 1 to 256 (default: one per processor)\n"
                + "The study's values and DIR (new, empty or an earlier report) are checked before anything runs.\n"
                + "Exit codes: 0 done, 1 invalid study / failed or cancelled run, 2 usage.";
    }

    @Override
    public int run(Args args, CommandContext ctx) throws Exception {
        boolean json = args.flag("--json");
        String outOpt = args.option("--out").orElse(null);
        String workOpt = args.option("--work").orElse(null);
        int threads = args.intOption("--threads", ParameterRanges.THREADS,
                Math.min(Runtime.getRuntime().availableProcessors(), (int) ParameterRanges.THREADS.maxLong()));
        Path file = args.requiredPath("STUDY (a .snapwear study file)");
        args.finish();
        Study study = StudyResources.load(file);
        // Everything is checked before the study runs: its values (one line naming the file, the attribute and
        // the allowed range), then the report directory.
        List<String> errors = StudyValidation.errors(study);
        if (!errors.isEmpty()) {
            throw new CommandFailedException(file + ": " + String.join("; ", errors));
        }
        Path out = (outOpt != null ? Path.of(outOpt) : Path.of(safeName(study.getName()) + "-report"))
                .toAbsolutePath().normalize();
        ReportWriter.checkTarget(out);
        Path work = workOpt != null ? Path.of(workOpt).toAbsolutePath().normalize()
                : out.resolveSibling("." + out.getFileName() + "-work");
        Path base = file.toAbsolutePath().normalize().getParent();
        RunOptions options = new RunOptions(work, base, threads);
        StudyResults results;
        try {
            results = StudyRun.runAndWrite(study, options, out, ctx.err(), null);
        } catch (CommandFailedException e) {
            throw new CommandFailedException(file + ": " + e.getMessage(), e);
        }
        if (json) {
            ctx.out().println(StudyResultsJson.toJson(results));
        } else {
            ctx.out().printf(Locale.ROOT, "Study '%s' (%s) ran in %.1f s%n%n", results.studyName(), file,
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
