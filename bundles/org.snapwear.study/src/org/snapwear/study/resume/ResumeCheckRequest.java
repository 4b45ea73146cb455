package org.snapwear.study.resume;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * What a resume check runs.
 *
 * @param checkpoint the exact checkpoint (file or directory)
 * @param arms       the arms; the first is the exact arm, whose seeds draw the band
 * @param seeds      the seeds every arm runs with, at least {@link #MIN_SEEDS}
 * @param command    the training command
 * @param workDir    where the arms' checkpoints and runs go ({@code ARM/checkpoint/}, {@code ARM/seed-S/})
 * @param band       how the band is drawn
 * @param window     trailing-mean width in steps for the final difference and the extra steps
 * @param restarts   ExCP's protocol: how many times each run's own last checkpoint goes through the arm's
 *                   transform again and training resumes from it (0: one resume only); every arm restarts at the
 *                   same points, segment J with seed {@code seed + SEGMENT_SEED_STRIDE * J}
 */
public record ResumeCheckRequest(Path checkpoint, List<ArmSpec> arms, List<Long> seeds, TrainingCommand command,
        Path workDir, BandRule band, int window, int restarts) {
    public static final int MIN_SEEDS = 3;
    public static final long SEGMENT_SEED_STRIDE = 1_000_003;

    /** One resume per run, no restart. */
    public ResumeCheckRequest(Path checkpoint, List<ArmSpec> arms, List<Long> seeds, TrainingCommand command,
            Path workDir, BandRule band, int window) {
        this(checkpoint, arms, seeds, command, workDir, band, window, 0);
    }

    public ResumeCheckRequest {
        Objects.requireNonNull(checkpoint, "checkpoint");
        Objects.requireNonNull(command, "command");
        Objects.requireNonNull(workDir, "workDir");
        Objects.requireNonNull(band, "band");
        arms = List.copyOf(arms);
        seeds = List.copyOf(seeds);
        if (arms.isEmpty() || !arms.get(0).name().equals(ArmSpec.EXACT)) {
            throw new IllegalArgumentException("the first arm must be the exact arm");
        }
        if (arms.stream().map(ArmSpec::name).distinct().count() != arms.size()) {
            throw new IllegalArgumentException("arm names must be unique");
        }
        if (seeds.size() < MIN_SEEDS || seeds.stream().distinct().count() != seeds.size()) {
            throw new IllegalArgumentException("the seed-noise band needs at least " + MIN_SEEDS
                    + " different seeds, got " + seeds);
        }
        if (restarts < 0) {
            throw new IllegalArgumentException("restarts must be >= 0, got " + restarts);
        }
        if (window < 1) {
            throw new IllegalArgumentException("window must be >= 1, got " + window);
        }
    }
}
