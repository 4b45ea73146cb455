package org.snapwear.headless.commands.study;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

import org.snapwear.headless.cli.support.CancelOnInterrupt;
import org.snapwear.headless.cli.support.ProgressReporter;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.OutputOption;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.MissingText;
import org.snapwear.headless.cli.support.PicocliCommand;
import org.snapwear.headless.cli.support.UsageException;
import org.snapwear.model.ranges.ParameterRanges;
import org.snapwear.study.report.ReportWriter;
import org.snapwear.study.report.StudyResultsJson;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.sweep.SweepGrid;
import org.snapwear.study.sweep.SweepGridFile;
import org.snapwear.study.sweep.SweepRunner;
import org.snapwear.study.sweep.SweepTables;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.text.SafeText;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code snapwear sweep SEQ --grid FILE --out DIR [--threads N] [--json]}: the single-machine sweep
 * ({@link SweepRunner}): every save stream of the grid computed once, every cell replayed on its device, the rows
 * written as a study report. The Spark job writes the same report from the same cells.
 */
@Command(name = "sweep", header = "a grid of SSD configurations x schemes x snap_dis over one sequence, as a report",
        description = { "Reads the grid file (docs/sweep.md: scheme.NAME, snap_dis, policy, over_provisioning, "
                + "gc_threshold, blocks_per_chip, warmup), checks every value and DIR before any work, saves the "
                + "sequence once per scheme and snap_dis, replays each save stream on every SSD configuration and "
                + "writes the report to DIR (index.html, results.json, tables/sweep.csv|json, charts/sweep.png|svg). "
                + "The report holds no run time: the same grid gives the same bytes on any machine and thread count. "
                + "Progress goes to stderr.",
            "A cell whose device cannot hold its stream is recorded as failed, with the reason, and the sweep goes on.",
            "Exit codes: 0 done (some cells may have failed), 1 every cell failed or the run failed, 2 usage or a "
                    + "bad grid file." })
public final class SweepCommand extends PicocliCommand {

    @MissingText("SEQ (a directory of checkpoints)")
    @Parameters(paramLabel = "SEQ", description = "directory of checkpoints")
    Path seqPath;

    @Option(names = "--grid", required = true, paramLabel = "FILE",
            description = "the grid (.properties, see docs/sweep.md)")
    String gridOpt;

    @Option(names = { "-o", "--out" }, required = true, paramLabel = "DIR",
            description = "where the report is written (new, empty or an "
            + "earlier report)")
    String outOpt;

    @Option(names = "--threads", paramLabel = "N", description = "save streams and cells run on N threads, 1 to 256 "
            + "(default: one per processor); the report is the same for any N")
    Long threadsOpt;

    @Option(names = { "-j", "--json" },
            description = "print the results document (DIR/results.json) instead of the table")
    boolean json;

    @Override
    protected int execute(CommandContext ctx) throws Exception {
        if (gridOpt == null) {
            throw new UsageException("sweep: option --grid is required");
        }
        if (outOpt == null) {
            throw new UsageException("sweep: option --out is required");
        }
        inRange("--threads", ParameterRanges.THREADS);
        int threads = threadsOpt != null ? threadsOpt.intValue()
                : Math.min(Runtime.getRuntime().availableProcessors(), (int) ParameterRanges.THREADS.maxLong());
        SweepGrid grid;
        try {
            grid = SweepGridFile.read(Path.of(gridOpt));
        } catch (IOException | IllegalArgumentException e) {
            // one line naming the file and the key
            throw new UsageException("sweep: " + e.getMessage());
        }
        Path out = OutputOption.real(outOpt);
        try {
            ReportWriter.checkTarget(out);
        } catch (IOException e) {
            throw new CommandFailedException(e.getMessage(), e);
        }
        long start = System.nanoTime();
        StudyResults results;
        try {
            String name = SweepTables.reportName(seqPath.toAbsolutePath().toString());
            ProgressReporter progress = ctx.progress();
            results = CancelOnInterrupt.run(progress, "sweep: cancelled; no report was written",
                    () -> SweepRunner.writeReport(name, SnapshotSequence.resolve(seqPath.toString()), grid, threads,
                            out, new SweepBar(progress)));
        } catch (IOException e) {
            throw new CommandFailedException(e.getMessage(), e);
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new CommandFailedException(seqPath + ": " + e.getMessage(), e);
        }
        if (json) {
            ctx.out().println(StudyResultsJson.toJson(results));
        } else {
            print(ctx, results, grid, (System.nanoTime() - start) / 1e9);
            ctx.out().println("report: " + out.resolve(ReportWriter.INDEX));
        }
        if (SweepTables.everyCellFailed(results)) {
            throw new CommandFailedException(seqPath + ": every cell of the sweep failed (the reasons are in "
                    + out.resolve(ReportWriter.INDEX) + "); first: " + results.warnings().get(0));
        }
        if (!results.summaryFlag("all_verified")) {
            throw new CommandFailedException(seqPath + ": a snapshot did not round-trip bit-exactly");
        }
        return 0;
    }

    private static void print(CommandContext ctx, StudyResults r, SweepGrid grid, double seconds) {
        ctx.out().printf(Locale.ROOT, "%d cells, %d save streams, %.1f s%n%n", grid.cellCount(),
                grid.streamKeys().size(), seconds);
        ResultTable t = r.table(TableIds.SWEEP).orElseThrow();
        ctx.out().printf(Locale.ROOT, "%5s  %-16s %8s  %-12s %6s %6s %7s %10s %9s%n", "cell", "scheme", "snap_dis",
                "policy", "op", "gc", "blocks", "WA", "erases");
        int failed = 0;
        for (int i = 0; i < t.rowCount(); i++) {
            ctx.out().printf(Locale.ROOT, "%5d  %-16s %8d  %-12s %6s %6s %7d ", (long) t.number(i, "index"),
                    SafeText.printable(t.text(i, "scheme")), (long) t.number(i, "snap_dis"), t.text(i, "policy"),
                    t.text(i, "over_provisioning"), t.text(i, "gc_threshold"), (long) t.number(i, "blocks_per_chip"));
            if (t.text(i, "failure").isEmpty()) {
                ctx.out().printf(Locale.ROOT, "%10.4f %9d%n", t.number(i, "write_amplification"),
                        (long) t.number(i, "erases"));
            } else {
                failed++;
                ctx.out().println("  failed: " + SafeText.printable(t.text(i, "failure")));
            }
        }
        ctx.out().println();
        if (failed > 0) {
            ctx.out().printf(Locale.ROOT, "%d of %d cells failed; the others ran%n", failed, t.rowCount());
        }
    }
}
