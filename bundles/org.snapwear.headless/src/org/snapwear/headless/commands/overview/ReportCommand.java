package org.snapwear.headless.commands.overview;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossProfile;
import org.snapwear.codec.loss.LossProfileException;
import org.snapwear.codec.loss.LossProfileFile;
import org.snapwear.codec.plan.PlanLoss;

import org.snapwear.headless.cli.support.CancelOnInterrupt;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.OutputOption;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.UsageException;
import org.snapwear.headless.cli.support.MissingText;
import org.snapwear.headless.cli.support.PicocliCommand;
import org.snapwear.headless.cli.support.ProgressReporter;
import org.snapwear.study.overview.LossOverviews;
import org.snapwear.study.overview.OverviewReportWriter;
import org.snapwear.study.overview.MeasurementCache;
import org.snapwear.study.overview.OverviewSettings;
import org.snapwear.study.overview.RunMeasurements;
import org.snapwear.study.overview.OverviewText;
import org.snapwear.study.overview.RunOverview;
import org.snapwear.study.overview.RunOverviews;
import org.snapwear.study.overview.SsdEndurance;
import org.snapwear.trace.sequence.SnapshotSequence;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code snapwear report SEQ [--out DIR]}: the run overview the workbench's overview editor shows (what was read,
 * best scheme and codec, written volume and erases against saving raw, Table 10 snap_dis advice, SSD lifetime),
 * computed by {@link RunOverviews}. Prints the verdict, or with {@code --out} writes overview.html and
 * overview.json; {@code --json} prints the JSON document.
 */
@Command(name = "report", header = "run overview of a checkpoint sequence: best scheme and codec, writes and erases "
        + "vs raw, snap_dis, SSD lifetime")
public final class ReportCommand extends PicocliCommand {

    @MissingText("SEQ (a directory of checkpoints)")
    @Parameters(paramLabel = "SEQ", description = "directory of checkpoints (files or whole checkpoint directories "
            + "such as checkpoint-N/)")
    Path seqPath;

    @Option(names = { "-o", "--out" }, paramLabel = "DIR",
            description = "write overview.html and overview.json into DIR "
            + "(created if missing)")
    String out;

    @Option(names = "--cap", paramLabel = "SNAPSHOTS", description = "storage cap: peak useful storage in raw "
            + "snapshot sizes (default " + OverviewSettings.DEFAULT_STORAGE_CAP + ")")
    double cap = OverviewSettings.DEFAULT_STORAGE_CAP;

    @Option(names = "--interval", paramLabel = "MINUTES", description = "minutes between checkpoints for the SSD "
            + "lifetime projection (default " + OverviewSettings.DEFAULT_INTERVAL_MINUTES + ")")
    double interval = OverviewSettings.DEFAULT_INTERVAL_MINUTES;

    @Option(names = "--ssd", paramLabel = "PRESET", description = "drive rating (listed above)")
    String ssdId = SsdEndurance.defaultPreset().id();

    @Option(names = { "-j", "--json" }, description = "print overview.json on standard output")
    boolean json;

    @Option(names = "--loss", paramLabel = "PROFILE", description = "a loss profile shown beside the verdict: the "
            + "best exact scheme saved again with it (repeatable; default "
            + "moments-8bit, aggressive and sz-4bit; the verdict stays exact)")
    List<String> lossProfiles = new ArrayList<>();

    @Option(names = "--loss-file", paramLabel = "FILE", description = "loss profiles defined in FILE, usable by "
            + "--loss")
    Path lossFile;

    @Option(names = "--exact", paramLabel = "GLOB", description = "tensors kept exact whatever the loss profile "
            + "(repeatable)")
    List<String> exactGlobs = new ArrayList<>();

    @Option(names = "--no-loss", description = "show no loss profile (the exact overview only)")
    boolean noLoss;

    @Option(names = "--no-cache", description = "measure again even if this run, unchanged, was measured before "
            + "(measurements are kept in ~/.cache/snapwear/overviews, keyed by every file's size and time and the "
            + "product build)")
    boolean noCache;

    @Override
    protected void describe(UsageMessageSpec usage) {
        usage.description("Candidates: full " + RunOverviews.BASELINE_CODEC + ", and "
                + String.join(", ", RunOverviews.DELTA_CODECS) + " in progressive and chain mode over a few snap_dis "
                + "values; each is simulated with verified round trips (as 'compress') and replayed on the Table 4 "
                + "device of Delta snapshots (Wang et al. 2019), scaled to the run.",
                "Drive ratings (--ssd): " + SsdEndurance.presets().stream().map(SsdEndurance::id)
                        .collect(Collectors.joining(", ")) + " (default " + SsdEndurance.defaultPreset().id() + ").");
    }

    /** The loss profiles asked for, resolved before anything is read (a bad name or file: exit 2). */
    private List<PlanLoss> losses() throws UsageException {
        try {
            List<LossProfile> user = lossFile == null ? List.of() : LossProfileFile.read(lossFile);
            return LossOverviews.resolve(lossProfiles, user, new ExactGlobs(exactGlobs));
        } catch (LossProfileException | IllegalArgumentException e) {
            throw new UsageException("report: --loss: " + e.getMessage());
        }
    }

    @Override
    protected int execute(CommandContext ctx) throws Exception {
        SsdEndurance ssd = SsdEndurance.find(ssdId).orElseThrow(() -> new UsageException("report: --ssd: unknown preset '"
                + ssdId + "'; available: " + SsdEndurance.presets().stream().map(SsdEndurance::id)
                        .collect(Collectors.joining(", "))));
        OverviewSettings settings;
        try {
            settings = new OverviewSettings(cap, interval, ssd);
        } catch (IllegalArgumentException e) {
            throw new UsageException("report: " + e.getMessage());
        }
        List<PlanLoss> losses = noLoss ? List.of() : losses();
        RunOverview o;
        try {
            SnapshotSequence seq = SnapshotSequence.resolve(seqPath.toString());
            ProgressReporter progress = ctx.progress();
            RunMeasurements m = CancelOnInterrupt.run(progress, "report: cancelled; nothing was written",
                    () -> noCache ? RunOverviews.measure(seqPath.toString(), seq, progress)
                            : MeasurementCache.user().measure(seqPath.toString(), seq, progress).measurements());
            RunOverview exact = RunOverviews.verdict(m, settings);
            o = CancelOnInterrupt.run(progress, "report: cancelled; nothing was written",
                    () -> LossOverviews.withLoss(seqPath.toString(), seq, exact, losses,
                            noCache ? null : MeasurementCache.user(), progress));
            progress.done();
        } catch (IOException e) {
            // Readers name the file (and offset) themselves.
            throw new CommandFailedException(e.getMessage(), e);
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new CommandFailedException(seqPath + ": " + e.getMessage(), e);
        }
        if (out != null) {
            Path dir = OutputOption.real(out);
            try {
                OverviewReportWriter.write(o, dir);
            } catch (IOException e) {
                throw new CommandFailedException(dir + ": cannot write the report: " + e.getMessage(), e);
            }
            if (!json) {
                ctx.out().print(OverviewText.verdict(o));
                ctx.out().println("report:     " + dir.resolve(OverviewReportWriter.HTML));
            }
        }
        if (json) {
            ctx.out().println(OverviewReportWriter.json(o)); // the one JSON form of overview.json
        } else if (out == null) {
            ctx.out().print(OverviewText.verdict(o));
        }
        if (!o.best().verified() || !o.raw().verified()
                || o.lossy().stream().anyMatch(r -> !r.outcome().verified())) {
            throw new CommandFailedException(seqPath + ": a snapshot did not round-trip bit-exactly");
        }
        return 0;
    }
}
