package org.snapwear.study.resume;

import java.nio.file.Path;

/**
 * Runs training from a checkpoint for one arm and seed, writing the loss of every step to a JSON-lines file
 * ({@link LossFile}). Either the built-in generator in-process ({@link GeneratorTraining}) or a user's command
 * ({@link TemplateTraining}).
 */
public interface TrainingCommand {

    /** How a run ended: exit code 0 for success; the message says what failed otherwise. */
    record Status(int exitCode, String message) {
        public static final Status OK = new Status(0, "");
    }

    /**
     * @param checkpoint the checkpoint to resume from
     * @param seed       the seed of the continued run
     * @param outDir     an empty directory for the run's output
     * @param lossFile   where the run writes its loss lines
     * @throws InterruptedException when the check is cancelled while the run is going
     */
    Status run(Path checkpoint, long seed, Path outDir, Path lossFile) throws InterruptedException;

    /** For the report: what was run. */
    String describe();
}
