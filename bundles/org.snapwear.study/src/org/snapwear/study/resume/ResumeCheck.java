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
        int segments = req.restarts() + 1;
        progress.begin("resume-check", (long) req.arms().size() * req.seeds().size() * segments, "runs");
        Files.createDirectories(req.workDir());
        Map<String, List<LossCurve>> curves = new LinkedHashMap<>();
        Map<String, Long> bytes = new LinkedHashMap<>();
        List<RunFailure> failures = new ArrayList<>();
        for (ArmSpec arm : req.arms()) {
            List<LossCurve> got = new ArrayList<>();
            curves.put(arm.name(), got);
            Path armDir = req.workDir().resolve(arm.name());
            ArmCheckpoint first;
            try {
                first = arm.transform().apply(req.checkpoint(), fresh(armDir.resolve("checkpoint")), null);
            } catch (IOException | RuntimeException e) {
                for (long seed : req.seeds()) {
                    failures.add(new RunFailure(arm.name(), seed, -1, "the checkpoint could not be made: "
                            + e.getMessage()));
                }
                progress.worked((long) req.seeds().size() * segments);
                continue;
            }
            List<Long> saves = new ArrayList<>();
            saves.add(first.bytesPerSave());
            for (long seed : req.seeds()) {
                Path seedDir = armDir.resolve("seed-" + seed);
                LossCurve c = segments == 1 ? once(req, arm, seed, first, seedDir, failures, progress)
                        : restarted(req, arm, seed, first, seedDir, saves, failures, progress);
                if (c != null) {
                    got.add(c);
                }
            }
            bytes.put(arm.name(), saves.contains(null) ? null
                    : Math.round(saves.stream().mapToLong(Long::longValue).average().orElse(0)));
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

    /** One resume from the arm's checkpoint; null (and a failure) when it gave no loss curve. */
    private static LossCurve once(ResumeCheckRequest req, ArmSpec arm, long seed, ArmCheckpoint from, Path runDir,
            List<RunFailure> failures, Progress progress) throws IOException {
        return segment(req, arm, seed, seed, from.checkpoint(), fresh(runDir), "", failures, progress);
    }

    /**
     * ExCP's protocol for one seed: resume, then {@code restarts} times put the run's own last checkpoint through
     * the arm's transform (closed loop: the previous transformed checkpoint is its reference) and resume from it.
     * The curve is the segments one after another; null when a segment failed.
     */
    private static LossCurve restarted(ResumeCheckRequest req, ArmSpec arm, long seed, ArmCheckpoint first,
            Path seedDir, List<Long> saves, List<RunFailure> failures, Progress progress) throws IOException {
        List<LossCurve> parts = new ArrayList<>();
        Path from = first.checkpoint();
        Path runDir = null;
        for (int j = 0; j <= req.restarts(); j++) {
            String where = j == 0 ? "" : " (restart " + j + ")";
            if (j > 0) {
                try {
                    Path written = LatestCheckpoint.find(runDir, req.checkpoint().getFileName().toString());
                    ArmCheckpoint next = arm.transform().apply(written, fresh(seedDir.resolve("checkpoint-" + j)),
                            from);
                    saves.add(next.bytesPerSave());
                    from = next.checkpoint();
                } catch (IOException | RuntimeException e) {
                    failures.add(new RunFailure(arm.name(), seed, -1, "the checkpoint could not be made" + where
                            + ": " + e.getMessage()));
                    progress.worked(req.restarts() + 1 - j);
                    return null;
                }
            }
            runDir = fresh(seedDir.resolve("segment-" + j));
            LossCurve c = segment(req, arm, seed, seed + ResumeCheckRequest.SEGMENT_SEED_STRIDE * j, from, runDir,
                    where, failures, progress);
            if (c == null) {
                progress.worked(req.restarts() - j);
                return null;
            }
            parts.add(c);
        }
        return LossCurve.concat(parts);
    }

    /** One run of the command: {@code seed} names it, {@code runSeed} is what it gets ({@code {seed}}). */
    private static LossCurve segment(ResumeCheckRequest req, ArmSpec arm, long seed, long runSeed, Path from,
            Path runDir, String where, List<RunFailure> failures, Progress progress) {
        if (progress.isCanceled()) {
            throw new CancellationException("resume check cancelled");
        }
        Path lossFile = runDir.resolve(LOSS_FILE);
        TrainingCommand.Status st;
        try {
            st = req.command().run(from, runSeed, runDir, lossFile);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("resume check cancelled");
        }
        progress.worked(1, "arm " + arm.name() + ", seed " + seed);
        if (st.exitCode() != 0) {
            failures.add(new RunFailure(arm.name(), seed, st.exitCode(), st.message() + where));
            return null;
        }
        List<LossCurve> got = new ArrayList<>();
        read(arm.name(), seed, lossFile, got, failures);
        return got.isEmpty() ? null : got.get(0);
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
