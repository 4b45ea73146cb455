package org.snapwear.study.resume;

import java.io.IOException;
import java.nio.file.Path;

import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.generator.OptimizerKind;
import org.snapwear.trace.generator.ResumeCheckpoint;
import org.snapwear.trace.generator.RunOutputs;
import org.snapwear.trace.generator.TrainingRunGenerator;
import org.snapwear.trace.progress.Progress;

/**
 * A resumable checkpoint from the built-in generator, for a resume check on a machine with nothing else to resume
 * from (the demo, the workbench's Resume Check without a checkpoint): the smallest CNN the generator makes
 * (10,000 parameters) trained with Adam, so the checkpoint carries both of Adam's moments, the tensors the loss
 * profiles quantize. Deterministic: the same settings give the same bytes on every machine.
 */
public final class BuiltInCheckpoint {
    /** Iterations before the checkpoint: enough for the loss to settle into its slow phase. */
    public static final long ITERATIONS = 150;

    /** The run the checkpoint ends: Adam lr 0.003, batch 16, seed 5, one thread (results do not depend on it). */
    public static final GeneratorSettings SETTINGS = GeneratorSettings.defaults()
            .withOptimizer(OptimizerKind.ADAM).withLearningRate(0.003).withParameters(GeneratorSettings.MIN_PARAMETERS)
            .withSchedule(ITERATIONS, ITERATIONS).withBatchSize(16).withSeed(5).withThreads(1);

    private BuiltInCheckpoint() {
    }

    /**
     * Trains {@link #SETTINGS} into {@code dir} and returns its resume checkpoint at {@link #ITERATIONS}
     * ({@code resume_iter000150.safetensors}).
     */
    public static Path write(Path dir, Progress progress) throws IOException {
        TrainingRunGenerator.generate(SETTINGS, dir, progress, new RunOutputs(true, null));
        return dir.resolve(ResumeCheckpoint.fileName(ITERATIONS));
    }

    /** For people: what the checkpoint is. */
    public static String describe() {
        return String.format(java.util.Locale.ROOT, "built-in generator: %,d-parameter CNN, Adam lr %s, "
                + "checkpoint at iteration %d", SETTINGS.parameters(), SETTINGS.learningRate(), ITERATIONS);
    }
}
