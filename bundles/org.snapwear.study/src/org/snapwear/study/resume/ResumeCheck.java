package org.snapwear.study.resume;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;

import org.snapwear.trace.progress.Progress;

/**
 * Runs a resume check: for every arm, makes its checkpoint with the arm's transform, runs the training command
 * from it once per seed, reads each run's loss file, then compares every arm with the exact arm's seed band
 * ({@link ArmComparison}). A run that fails or writes no loss file becomes a {@link RunFailure} and the check goes
 * on; an arm whose transform fails has a failure for every seed.
 */
public final class ResumeCheck {
    public static final String LOSS_FILE = "loss.jsonl";

    private ResumeCheck() {
    }

    /**
     * Progress: begins {@code resume-check} with arms x seeds runs, one step per run ("arm exact, seed 2").
     *
     * @throws CancellationException when the progress asks to stop (the runs done so far stay in the work dir)
     * @throws IOException           when the work directory cannot be made
     */
    public static ResumeCheckResult run(ResumeCheckRequest req, Progress given) throws IOException {
        Progress progress = given != null ? given : Progress.NONE;
        progress.begin("resume-check", (long) req.arms().size() * req.seeds().size(), "runs");
        Files.createDirectories(req.workDir());
        Map<String, List<LossCurve>> curves = new LinkedHashMap<>();
        Map<String, Long> bytes = new LinkedHashMap<>();
        List<RunFailure> failures = new ArrayList<>();
        for (ArmSpec arm : req.arms()) {
            List<LossCurve> got = new ArrayList<>();
            curves.put(arm.name(), got);
            Path armDir = req.workDir().resolve(arm.name());
            ArmCheckpoint ckpt;
            try {
                Path ckptDir = fresh(armDir.resolve("checkpoint"));
                ckpt = arm.transform().apply(req.checkpoint(), ckptDir);
            } catch (IOException | RuntimeException e) {
                for (long seed : req.seeds()) {
                    failures.add(new RunFailure(arm.name(), seed, -1, "the checkpoint could not be made: "
                            + e.getMessage()));
                }
                progress.worked(req.seeds().size());
                continue;
            }
            bytes.put(arm.name(), ckpt.bytesPerSave());
            for (long seed : req.seeds()) {
                if (progress.isCanceled()) {
                    throw new CancellationException("resume check cancelled");
                }
                Path runDir = fresh(armDir.resolve("seed-" + seed));
                Path lossFile = runDir.resolve(LOSS_FILE);
                TrainingCommand.Status st;
                try {
                    st = req.command().run(ckpt.checkpoint(), seed, runDir, lossFile);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new CancellationException("resume check cancelled");
                }
                if (st.exitCode() != 0) {
                    failures.add(new RunFailure(arm.name(), seed, st.exitCode(), st.message()));
                } else {
                    read(arm.name(), seed, lossFile, got, failures);
                }
                progress.worked(1, "arm " + arm.name() + ", seed " + seed);
            }
        }
        List<LossCurve> exact = curves.get(ArmSpec.EXACT);
        SeedBand band = null;
        if (!exact.isEmpty()) {
            try {
                band = SeedBand.of(exact, req.band());
            } catch (IllegalArgumentException e) {
                failures.add(new RunFailure(ArmSpec.EXACT, req.seeds().get(0), 0, e.getMessage()));
            }
        }
        List<ArmResult> results = new ArrayList<>();
        if (band != null) {
            for (ArmSpec arm : req.arms()) {
                results.add(ArmComparison.compare(arm.name(), curves.get(arm.name()), band, req.window(),
                        bytes.get(arm.name())));
            }
        }
        progress.done();
        return new ResumeCheckResult(band, results, failures, req.command().describe(), req.seeds(), req.window());
    }

    private static void read(String arm, long seed, Path lossFile, List<LossCurve> into, List<RunFailure> failures) {
        try {
            LossCurve c = LossFile.read(lossFile);
            if (c.size() == 0) {
                failures.add(new RunFailure(arm, seed, 0, "the loss file " + lossFile + " has no step"));
            } else {
                into.add(c);
            }
        } catch (NoSuchFileException e) {
            failures.add(new RunFailure(arm, seed, 0, "the command wrote no loss file " + lossFile));
        } catch (IOException e) {
            failures.add(new RunFailure(arm, seed, 0, e.getMessage()));
        }
    }

    /** An empty directory at {@code dir} (a previous run's files there are removed). */
    private static Path fresh(Path dir) throws IOException {
        if (Files.exists(dir)) {
            org.snapwear.trace.io.FileTrees.deleteTree(dir);
        }
        return Files.createDirectories(dir);
    }
}
