package org.snapwear.study.resume;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;

import org.snapwear.trace.generator.ResumeCheckpoint;
import org.snapwear.trace.generator.RunOutputs;
import org.snapwear.trace.generator.TrainingRunGenerator;
import org.snapwear.trace.progress.Progress;

/**
 * The built-in generator as the training command, in-process (no Python): resumes from a
 * {@link ResumeCheckpoint}, continues {@code steps} steps with the data order drawn from the run's seed, and
 * writes the loss lines and its resume checkpoints (the last is what a restart resumes from), as
 * {@code snapwear generate --resume CKPT --resume-seed S --loss-log F --resumable} does.
 *
 * @param steps   steps to train after the checkpoint
 * @param threads worker threads (0 = automatic); results do not depend on it
 */
public record GeneratorTraining(long steps, int threads, Progress cancel) implements TrainingCommand {

    public GeneratorTraining {
        if (steps < 1) {
            throw new IllegalArgumentException("steps must be >= 1, got " + steps);
        }
        cancel = cancel != null ? cancel : Progress.NONE;
    }

    @Override
    public Status run(Path checkpoint, long seed, Path outDir, Path lossFile) throws InterruptedException {
        try {
            long from = ResumeCheckpoint.iteration(checkpoint);
            TrainingRunGenerator.resume(checkpoint, from + steps, seed, threads, outDir, cancelOnly(),
                    new RunOutputs(true, lossFile)); // resume checkpoints: what a restart resumes from
            return Status.OK;
        } catch (CancellationException e) {
            throw new InterruptedException("cancelled");
        } catch (IOException | RuntimeException e) {
            return new Status(1, e.getMessage() != null ? e.getMessage() : e.toString());
        }
    }

    /** The caller's cancel request, without the run's own progress (the check reports runs, not iterations). */
    private Progress cancelOnly() {
        Progress outer = cancel;
        return new Progress() {
            @Override
            public void begin(String task, long totalWork, String unit) {
            }

            @Override
            public void worked(long work) {
            }

            @Override
            public boolean isCanceled() {
                return outer.isCanceled();
            }
        };
    }

    @Override
    public String describe() {
        return "built-in generator, " + steps + " steps after the checkpoint";
    }
}
