package org.snapwear.study.resume;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossProfile;
import org.snapwear.codec.loss.LossProfileException;
import org.snapwear.codec.loss.LossProfileFile;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.trace.progress.Progress;

/**
 * A resume check as a user sets it up (the workbench's Resume Check dialog, the demo; {@code snapwear
 * resume-check} builds the same request from its options): on the built-in generator, or on the user's own training
 * command (a {@link TemplateTraining} template), turned into a {@link ResumeCheckRequest} the
 * way the command builds one, so every front end runs the same check: arms {@code exact}, the {@code copy} control
 * when asked for, then one arm per loss profile in the order given; the window, when not given, a tenth of the
 * steps trained (at least 1).
 *
 * @param steps       steps to train after the checkpoint, per segment
 * @param seeds       seeds of every arm, at least {@link ResumeCheckRequest#MIN_SEEDS}
 * @param profiles    loss profile names: built-ins ({@link LossProfiles}) or ones of {@code profileFile}
 * @param profileFile user loss profiles, or null
 * @param restarts    ExCP's lossy restarts (0: one resume only)
 * @param control     whether the byte-copy control arm runs
 * @param window      trailing-mean width, or null for the default
 * @param threads     generator threads (0 = automatic); results do not depend on it
 * @param command     the training command's template ({@code {checkpoint}}, {@code {out}}, {@code {seed}},
 *                    {@code {loss_log}}, {@code {steps}}), or null for the built-in generator
 */
public record ResumeCheckSetup(long steps, List<Long> seeds, List<String> profiles, Path profileFile, int restarts,
        boolean control, Integer window, int threads, String command) {

    public ResumeCheckSetup {
        seeds = List.copyOf(seeds);
        profiles = List.copyOf(profiles);
        command = command == null || command.isBlank() ? null : command.trim();
    }

    /** A check on the built-in generator. */
    public ResumeCheckSetup(long steps, List<Long> seeds, List<String> profiles, Path profileFile, int restarts,
            boolean control, Integer window, int threads) {
        this(steps, seeds, profiles, profileFile, restarts, control, window, threads, null);
    }

    /** The window used: the given one, or a tenth of all steps trained (at least 1), as the command does. */
    public int windowUsed() {
        return window != null ? window : (int) Math.max(1, steps * (restarts + 1L) / 10);
    }

    /**
     * Runs the check on {@code checkpoint}, or, when it is null (only without a {@link #command}), on a checkpoint of
     * the built-in generator ({@link BuiltInCheckpoint}) written under {@code workDir}; the arms' checkpoints and
     * runs go under {@code workDir} too.
     *
     * @param generation progress of the generator run (only without a checkpoint)
     * @param check      progress of the check (runs), and its cancel request
     * @throws java.util.concurrent.CancellationException when {@code check} is cancelled
     */
    public ResumeCheckResult run(Path checkpoint, Path workDir, Progress generation, Progress check)
            throws IOException, LossProfileException {
        if (checkpoint == null && command != null) {
            throw new IllegalArgumentException("a training command needs the checkpoint it resumes from");
        }
        Path from = checkpoint != null ? checkpoint
                : BuiltInCheckpoint.write(workDir.resolve("built-in"), generation);
        return ResumeCheck.run(request(from, workDir.resolve("arms"), check), check);
    }

    /**
     * The request for {@code checkpoint} (a {@code resume_iterNNNNNN.safetensors} of the generator, or whatever the
     * command resumes from).
     *
     * @param cancel asked by the generator between steps (the check's own progress reports runs)
     * @throws LossProfileException     for an unknown profile or a bad profile file (its message names them)
     * @throws IllegalArgumentException for fewer than 3 seeds, steps or window below 1, negative restarts, a template
     *                                  without {@code {checkpoint}} or {@code {loss_log}}
     */
    public ResumeCheckRequest request(Path checkpoint, Path workDir, Progress cancel) throws LossProfileException {
        List<LossProfile> user = profileFile == null ? List.of() : LossProfileFile.read(profileFile);
        List<ArmSpec> arms = new ArrayList<>(List.of(ArmSpec.exact()));
        if (control) {
            arms.add(ArmSpec.copy());
        }
        for (String name : profiles) {
            arms.add(LossyArm.of(LossProfiles.resolve(name, user), ExactGlobs.NONE));
        }
        TrainingCommand training = command != null ? new TemplateTraining(command, steps)
                : new GeneratorTraining(steps, threads, cancel);
        return new ResumeCheckRequest(checkpoint, arms, seeds, training, workDir, BandRule.MIN_MAX, windowUsed(),
                restarts);
    }
}
