package org.snapwear.headless.commands.resume;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossProfile;
import org.snapwear.codec.loss.LossProfileException;
import org.snapwear.codec.loss.LossProfileFile;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.headless.cli.support.CancelOnInterrupt;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.MissingText;
import org.snapwear.headless.cli.support.OutputOption;
import org.snapwear.headless.cli.support.PicocliCommand;
import org.snapwear.headless.cli.support.ProgressReporter;
import org.snapwear.headless.cli.support.UsageException;
import org.snapwear.model.ranges.ParameterRanges;
import org.snapwear.study.overview.OverviewSettings;
import org.snapwear.study.report.ReportWriter;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.resume.ArmSpec;
import org.snapwear.study.resume.BandRule;
import org.snapwear.study.resume.GeneratorTraining;
import org.snapwear.study.resume.LossyArm;
import org.snapwear.study.resume.ResumeCheck;
import org.snapwear.study.resume.ResumeCheckRequest;
import org.snapwear.study.resume.ResumeCheckResult;
import org.snapwear.study.resume.ResumeResults;
import org.snapwear.study.resume.ResumeText;
import org.snapwear.study.resume.TemplateTraining;
import org.snapwear.study.resume.TrainingCommand;
import org.snapwear.study.tradeoff.DriveTables;
import org.snapwear.study.tradeoff.RunDrive;
import org.snapwear.study.tradeoff.TradeOffDocument;
import org.snapwear.trace.generator.ResumeCheckpoint;
import org.snapwear.trace.io.FileTrees;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code snapwear resume-check CHECKPOINT [--command TEMPLATE] [--out DIR]}: resumes training from the exact
 * checkpoint over several seeds and from each transformed checkpoint, and reports each arm against the exact
 * arm's seed-noise band ({@link ResumeCheck}).
 */
@Command(name = "resume-check", header = "resume training from a checkpoint and from transformed copies of it; "
        + "the loss against the seed-noise band",
        description = { "Runs the training command from CHECKPOINT once per seed (the exact arm: its seeds draw the "
                + "band) and from each other arm's checkpoint with the same seeds: 'copy' (a byte copy, the control: "
                + "it must land inside the band). Every run writes its loss per step as JSON lines "
                + "{\"step\": N, \"loss\": X} (docs/resume-check.md). --loss PROFILE adds an arm resuming from the "
                + "checkpoint through a loss profile. Reports per arm the steps outside the band, "
                + "the first of them, the final difference to the exact arm (trailing mean), the extra steps the "
                + "arm needs to reach the exact arm's final loss and the bytes per save.",
            "Without --command the built-in generator continues CHECKPOINT (a resume_iterNNNNNN.safetensors of "
                + "'snapwear generate --resumable'), in-process. A template is run without a shell; placeholders "
                + "{checkpoint}, {out}, {seed}, {loss_log}, {steps}.",
            "A run that fails or writes no loss file is one line naming the arm, the seed and the exit code; the "
                + "other runs are kept and the command exits 1.",
            "JSON: {checkpoint, command, seeds, band, window, arms: [{arm, seeds, bytes_per_save, steps_compared, "
                + "steps_outside, first_exit_step, final_difference, extra_steps, in_band}], failures}; with --run "
                + "also drive: {run, scheme, drive, interval_minutes, rows: [{arm, bound, written_bytes, "
                + "written_pct_of_raw, erases, tb_per_day, lifetime_years}]}" })
public final class ResumeCheckCommand extends PicocliCommand {

    @MissingText("CHECKPOINT (the exact checkpoint to resume from)")
    @Parameters(paramLabel = "CHECKPOINT", description = "the exact checkpoint (file or directory)")
    Path checkpoint;

    @Option(names = "--command", paramLabel = "TEMPLATE", description = "the training command; default: the "
            + "built-in generator")
    String command;

    @Option(names = "--steps", paramLabel = "N", description = "steps to train after the checkpoint (default "
            + "${DEFAULT-VALUE}; {steps} of the template)")
    long steps = 100;

    @Option(names = "--seeds", paramLabel = "S,S,S", split = ",", description = "seeds of every arm, at least 3 "
            + "(default 1,2,3)")
    List<Long> seeds = new ArrayList<>(List.of(1L, 2L, 3L));

    @Option(names = "--no-control", description = "leave out the 'copy' arm")
    boolean noControl;

    @Option(names = "--loss", paramLabel = "PROFILE", description = "add an arm resuming from the checkpoint "
            + "through this loss profile (repeatable): moments-8bit, aggressive, excp-4bit, sz-4bit or one of "
            + "--loss-file; its bytes per save are the encoded bytes (docs/lossy-codecs.md)")
    List<String> losses = new ArrayList<>();

    @Option(names = "--loss-file", paramLabel = "FILE", description = "user loss profiles, as for compress "
            + "(docs/lossy-codecs.md)")
    Path profileFile;

    @Option(names = "--exact", paramLabel = "GLOB", description = "with --loss: tensors kept exact whatever the "
            + "profile (repeatable)")
    List<String> exactGlobs = new ArrayList<>();

    @Option(names = "--band", paramLabel = "minmax|sd:K", description = "the band per step: min..max of the exact "
            + "arm's seeds (default) or their mean ± K standard deviations")
    String band = "minmax";

    @Option(names = "--restarts", paramLabel = "R", description = "ExCP's protocol: after each --steps, put the "
            + "run's own newest checkpoint (named like CHECKPOINT) through the arm's transform again and resume from "
            + "it, R times (default 0); a lossy arm's previous checkpoint is the reference (closed loop)")
    int restarts;

    @Option(names = "--window", paramLabel = "W", description = "trailing mean in steps for the final difference "
            + "and the extra steps (default steps/10)")
    Integer window;

    @Option(names = "--work", paramLabel = "DIR", description = "keep the arms' checkpoints and runs in DIR "
            + "(default: a temporary directory, removed afterwards)")
    Path work;

    @Option(names = { "-o", "--out" }, paramLabel = "DIR", description = "write the report (index.html, "
            + "tables/*.csv, charts/) into DIR")
    String out;

    @Option(names = "--threads", paramLabel = "T", description = "built-in generator threads, 0 = automatic "
            + "(default); results do not depend on it")
    int threads;

    @Option(names = { "-j", "--json" }, description = "print one JSON object (described above)")
    boolean json;

    @Mixin
    RunDriveOptions drive = new RunDriveOptions();

    private ResumeCheckRequest request(Path workDir, List<PlanLoss> profiles, ProgressReporter progress)
            throws UsageException {
        try {
            TrainingCommand training = command != null ? new TemplateTraining(command, steps)
                    : new GeneratorTraining(steps, threads, progress);
            List<ArmSpec> arms = new ArrayList<>(List.of(ArmSpec.exact()));
            if (!noControl) {
                arms.add(ArmSpec.copy());
            }
            arms.addAll(lossyArms(profiles));
            return new ResumeCheckRequest(checkpoint, arms, seeds, training, workDir, BandRule.parse(band),
                    window != null ? window : (int) Math.max(1, steps * (restarts + 1L) / 10), restarts);
        } catch (IllegalArgumentException e) {
            throw new UsageException("resume-check: " + e.getMessage());
        }
    }

    private void checkCheckpoint() throws CommandFailedException {
        if (!Files.exists(checkpoint)) {
            throw new CommandFailedException(checkpoint + ": no such file or directory");
        }
        if (command == null) {
            try {
                // before any run: a file the generator cannot resume from would fail every run the same way
                ResumeCheckpoint.iteration(checkpoint);
            } catch (IOException e) {
                throw new CommandFailedException(e.getMessage() + " (without --command, CHECKPOINT is a "
                        + "resume_iterNNNNNN.safetensors of 'snapwear generate --resumable')", e);
            }
        }
    }

    /** The lossy arms' profiles, resolved before anything runs (a bad name or file: exit 2). */
    private List<PlanLoss> lossProfiles() throws UsageException {
        if (losses.isEmpty()) {
            if (profileFile != null || !exactGlobs.isEmpty()) {
                throw new UsageException("resume-check: --loss-file and --exact need --loss");
            }
            return List.of();
        }
        List<PlanLoss> out = new ArrayList<>();
        try {
            List<LossProfile> user = profileFile == null ? List.of() : LossProfileFile.read(profileFile);
            ExactGlobs exact = new ExactGlobs(exactGlobs);
            for (String name : losses) {
                out.add(new PlanLoss(LossProfiles.resolve(name, user), exact));
            }
        } catch (LossProfileException e) {
            throw new UsageException("resume-check: " + e.getMessage());
        }
        return out;
    }

    private List<ArmSpec> lossyArms(List<PlanLoss> profiles) throws UsageException {
        List<ArmSpec> out = new ArrayList<>();
        try {
            for (PlanLoss l : profiles) {
                out.add(LossyArm.of(l.profile(), l.exact()));
            }
        } catch (IllegalArgumentException e) {
            throw new UsageException("resume-check: " + e.getMessage());
        }
        return out;
    }

    @Override
    protected int execute(CommandContext ctx) throws Exception {
        inRange("--threads", ParameterRanges.THREADS_OR_AUTO);
        Path report = out == null ? null : OutputOption.real(out);
        if (report != null) {
            try {
                ReportWriter.checkTarget(report);
            } catch (IOException e) {
                throw new UsageException("resume-check: --out: " + e.getMessage());
            }
        }
        ProgressReporter progress = ctx.progress();
        Path workDir = work != null ? OutputOption.real(work) : Files.createTempDirectory("snapwear-resume-");
        ResumeCheckResult r;
        RunDrive runDrive;
        try {
            List<PlanLoss> profiles = lossProfiles(); // usage errors first
            ResumeCheckRequest req = request(workDir, profiles, progress);
            OverviewSettings settings = drive.settings();
            checkCheckpoint();
            r = CancelOnInterrupt.run(progress, "resume-check: cancelled; nothing was written",
                    () -> ResumeCheck.run(req, progress));
            runDrive = CancelOnInterrupt.run(progress, "resume-check: cancelled; nothing was written",
                    () -> drive.measure(settings, profiles, progress));
            progress.done();
        } catch (IOException e) {
            // readers name the file (and offset) themselves
            throw new CommandFailedException(e.getMessage(), e);
        } finally {
            if (work == null) {
                FileTrees.deleteTree(workDir);
            }
        }
        if (report != null) {
            try {
                StudyResults results = ResumeResults.of(r, checkpoint.toString());
                if (runDrive != null) {
                    DriveTables.addTo(results, runDrive);
                }
                ReportWriter.write(results, report);
            } catch (IOException e) {
                throw new CommandFailedException(report + ": cannot write the report: " + e.getMessage(), e);
            }
        }
        if (json) {
            ResumeText.Document doc = ResumeText.document(r, checkpoint.toString());
            ctx.printJson(runDrive == null ? doc : TradeOffDocument.of(doc, runDrive));
        } else {
            ctx.out().print(ResumeText.table(r));
            if (runDrive != null) {
                ctx.out().print(DriveTables.text(runDrive));
            }
            if (report != null) {
                ctx.out().println("report: " + report.resolve(ReportWriter.INDEX));
            }
        }
        if (!r.complete()) {
            throw new CommandFailedException("resume-check: " + r.failures().size() + " run(s) gave no loss curve"
                    + (r.band() == null ? "; the exact arm has none, nothing was compared" : ""));
        }
        return 0;
    }
}
