package org.snapwear.headless.commands.codec;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.scheme.SaveRecord;
import org.snapwear.codec.scheme.SchemeOptions;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.headless.cli.support.CancelOnInterrupt;
import org.snapwear.headless.cli.support.ProgressReporter;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.MissingText;
import org.snapwear.headless.cli.support.PicocliCommand;
import org.snapwear.study.cli.SchemeForm;
import org.snapwear.study.cli.SchemeOptionsMixin;
import org.snapwear.study.sim.CompressReport;
import org.snapwear.study.sim.CompressReport.RoleRow;
import org.snapwear.study.sim.CompressReport.SnapshotRow;
import org.snapwear.study.sim.SchemeRuns;
import org.snapwear.trace.sequence.SnapshotSequence;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code snapwear compress SEQ --codec ID ...}: simulates saving a directory of checkpoints with Algorithm 2 and the
 * chosen codecs, verifying every round trip, and reports bytes written, useful storage and speed per snapshot.
 */
@Command(name = "compress", header = "simulate saving a checkpoint sequence with delta snapshots (Algorithm 2) and "
        + "report the savings",
        description = { "Every snapshot is decoded again and compared bit for bit; a mismatch fails the command. "
                + "With --loss, the tensors the profile makes lossy are checked against their codec's bound instead, "
                + "and later saves are encoded against the decoded values (as a restore gives them).",
            "SEQ members may be whole checkpoint directories (checkpoint-N/): each save is split into parts as the "
                + "store splits it (delta codec for tensors the references hold, baseline codec for new tensors "
                + "such as optimizer state after step 0, xor-shuffle-zstd for dtypes a codec declines), and the "
                + "written volume is reported per tensor role (JSON: roles)." })
public final class CompressCommand extends PicocliCommand {

    /** What compress takes of the scheme options (all it declares but --first-iteration). */
    public static final SchemeForm SCHEME = new SchemeForm(List.of("--codec", "--baseline", "--mode", "--snap-dis",
            "--unit", "--threads", "--chunk-bytes"), List.of("--codec", "--mode"), SchemeOptions.COMMAND_DEFAULTS, "",
            "the spacing of the sequence");

    @MissingText("SEQ (a directory of checkpoints)")
    @Parameters(paramLabel = "SEQ", description = "directory of checkpoints (ordered by the iteration in their names)")
    Path dir;

    final SchemeOptionsMixin scheme = new SchemeOptionsMixin(SCHEME);

    @Mixin(name = SchemeOptionsMixin.MIXIN)
    CommandSpec schemeOptions = scheme.options();

    @Option(names = { "-j", "--json" }, description = "print one JSON object")
    boolean json;

    @Mixin
    LossOptionsMixin loss = new LossOptionsMixin();

    @Override
    protected int execute(CommandContext ctx) throws Exception {
        SchemeSpec scheme = SchemeArgs.parse("compress", this.scheme);
        // unknown codecs are usage errors and failing plug-ins failures, both before the sequence is read
        CodecRegistry registry = CodecRegistry.defaultRegistry();
        CodecOptions.resolve("compress", registry, scheme.deltaCodec(), "--codec");
        CodecOptions.resolve("compress", registry, scheme.baselineCodec(), "--baseline");

        PlanLoss planLoss = loss.resolve("compress");

        SnapshotSequence seq = SnapshotSequence.discover(dir);
        List<Long> its = seq.entries().stream().map(SnapshotSequence.Entry::iteration).toList();
        // the spacing is found here, not in SchemeRuns, for the command's hint to pass --unit
        long unit = scheme.unit() > 0 ? scheme.unit() : inferUnit(dir, its);
        SchemeSpec run = scheme.withGrid(unit, its.get(0));
        List<SnapshotRow> rows = new ArrayList<>();
        SimulationResult r;
        ProgressReporter progress = ctx.progress();
        try {
            r = CancelOnInterrupt.run(progress, "compress: cancelled", () -> SchemeRuns.simulate(seq, run, planLoss, rec -> {
                if (!json) {
                    progress.clearLine(); // the row goes to standard output, the bar to standard error
                    if (rows.isEmpty()) {
                        ctx.out().printf("%10s %-8s %-16s %12s %7s %14s %12s %9s %9s %s%n", "ITERATION", "KIND",
                                "CODEC", "BYTES", "%RAW", "USEFUL_BYTES", "READ_REBUILD", "ENC_MS", "DEC_MS", "VERIFIED");
                    }
                    SnapshotRow row = SnapshotRow.of(rec);
                    ctx.out().printf("%10d %-8s %-16s %12d %6.1f%% %14d %12d %9.1f %9.1f %s%n", row.iteration(),
                            row.kind(), row.codec(), row.bytes(), row.pct(), row.usefulStorageBytes(),
                            row.bytesReadToRebuild(), row.encodeMs(), row.decodeMs(), row.verified() ? "yes" : "NO");
                }
                rows.add(SnapshotRow.of(rec));
            }, progress));
            progress.done();
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new CommandFailedException("compress: " + dir + ": " + e.getMessage(), e);
        }
        List<SaveRecord> saves = r.saves();
        CompressReport report = CompressReport.of(dir.toString(), run, r, planLoss.profile().name(),
                LossOptions.keptExact(seq, planLoss));
        if (json) {
            ctx.printJson(report);
        } else {
            ctx.out().printf("%nraw %d bytes, written %d bytes = %.2f%% of raw (container overhead %d bytes)%n",
                    report.rawBytes(), report.writtenBytes(), report.writtenPct(), report.containerOverheadBytes());
            ctx.out().printf("encode %.1f MB/s, decode %.1f MB/s (%d thread%s); max useful storage %d bytes; round trip %s%n",
                    report.encodeMbPerS(), report.decodeMbPerS(), run.threads(), run.threads() == 1 ? "" : "s",
                    report.maxUsefulStorageBytes(), report.roundTripVerified() ? "verified" : "FAILED");
            ctx.out().printf("%nwritten per tensor role (whole run):%n%-18s %14s %14s %8s %8s%n", "ROLE", "RAW_BYTES",
                    "WRITTEN_BYTES", "%RAW", "%WRITTEN");
            for (RoleRow v : report.roles()) {
                ctx.out().printf("%-18s %14d %14d %7.1f%% %7.1f%%%n", v.role(), v.rawBytes(), v.writtenBytes(),
                        v.writtenPct(), v.sharePct());
            }
            LossOptions.printErrors(ctx.out(), planLoss, report.lossErrors(), report.lossKeptExact());
        }
        if (!r.allVerified()) {
            List<Long> bad = saves.stream().filter(s -> !s.verified()).map(SaveRecord::iteration).toList();
            throw new CommandFailedException("compress: round trip FAILED for iterations " + bad);
        }
        return 0;
    }

    /** The constant spacing of the iterations; irregular spacing needs an explicit --unit. */
    static long inferUnit(Path dir, List<Long> its) throws CommandFailedException {
        try {
            return SchemeRuns.spacing(its);
        } catch (IllegalArgumentException e) {
            throw new CommandFailedException("compress: " + dir + ": " + e.getMessage() + " (pass --unit)");
        }
    }
}
