package org.snapwear.study.tests.resume;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.study.report.ReportWriter;
import org.snapwear.study.resume.ArmCheckpoint;
import org.snapwear.study.resume.ArmResult;
import org.snapwear.study.resume.ArmSpec;
import org.snapwear.study.resume.BandRule;
import org.snapwear.study.resume.GeneratorTraining;
import org.snapwear.study.resume.LossyArm;
import org.snapwear.study.resume.ResumeCheck;
import org.snapwear.study.resume.ResumeCheckRequest;
import org.snapwear.study.resume.ResumeCheckResult;
import org.snapwear.study.resume.ResumeResults;
import org.snapwear.study.resume.TemplateTraining;
import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.trace.format.SafetensorsReader;
import org.snapwear.trace.format.SafetensorsWriter;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.generator.OptimizerKind;
import org.snapwear.trace.generator.ResumeCheckpoint;
import org.snapwear.trace.generator.RunOutputs;
import org.snapwear.trace.generator.TrainingRunGenerator;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/** The resume check on the built-in generator: a copy lands in the band, a perturbed checkpoint leaves it. */
class ResumeCheckTest {
    private static final List<Long> SEEDS = List.of(1L, 2L, 3L);

    /** A small Adam run with a resume checkpoint at iteration 150. */
    private static Path checkpoint(Path dir) throws IOException {
        GeneratorSettings s = GeneratorSettings.defaults().withOptimizer(OptimizerKind.ADAM).withLearningRate(0.003)
                .withParameters(10_000).withSchedule(150, 150).withBatchSize(16).withSeed(5).withThreads(1);
        Path run = dir.resolve("run");
        TrainingRunGenerator.generate(s, run, null, new RunOutputs(true, null));
        return run.resolve(ResumeCheckpoint.fileName(150));
    }

    /** The checkpoint with the last layer's weights negated: the logits flip, the loss jumps. */
    private static ArmSpec flipped() {
        return new ArmSpec("flipped", (exact, dir, previous) -> {
            Path out = dir.resolve("flipped.safetensors");
            List<Tensor> tensors = new ArrayList<>();
            try (Snapshot s = new SafetensorsReader().read(exact)) {
                for (Tensor t : s.tensors()) {
                    byte[] b = t.toByteArray();
                    if (t.name().equals("fc2.weight")) {
                        ByteBuffer bb = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
                        for (int i = 0; i < b.length; i += 4) {
                            bb.putFloat(i, -bb.getFloat(i));
                        }
                    }
                    tensors.add(Tensor.of(t.name(), t.dtype(), t.info().shape(), b));
                }
            }
            Map<String, String> md = new LinkedHashMap<>();
            // the settings travel in __metadata__: read them back from the file's header
            md.putAll(headerMetadata(exact));
            SafetensorsWriter.write(out, tensors, md);
            return new ArmCheckpoint(out, Files.size(out));
        });
    }

    private static Map<String, String> headerMetadata(Path file) throws IOException {
        byte[] all = Files.readAllBytes(file);
        long len = ByteBuffer.wrap(all, 0, 8).order(ByteOrder.LITTLE_ENDIAN).getLong();
        var md = com.google.gson.JsonParser.parseString(new String(all, 8, (int) len,
                java.nio.charset.StandardCharsets.UTF_8)).getAsJsonObject().getAsJsonObject("__metadata__");
        Map<String, String> out = new LinkedHashMap<>();
        md.entrySet().forEach(e -> out.put(e.getKey(), e.getValue().getAsString()));
        return out;
    }

    @Test
    void aCopyStaysInTheBandAndAPerturbedCheckpointLeavesIt(@TempDir Path dir) throws IOException {
        Path ckpt = checkpoint(dir);
        ResumeCheckRequest req = new ResumeCheckRequest(ckpt, List.of(ArmSpec.exact(), ArmSpec.copy(), flipped()),
                SEEDS, new GeneratorTraining(40, 1, null), dir.resolve("work"), BandRule.MIN_MAX, 5);
        ResumeCheckResult r = ResumeCheck.run(req, null);
        assertTrue(r.complete(), r.failures().toString());
        ArmResult exact = ArmResult.named(r.arms(), ArmSpec.EXACT);
        ArmResult copy = ArmResult.named(r.arms(), ArmSpec.CONTROL);
        ArmResult flipped = ArmResult.named(r.arms(), "flipped");
        assertEquals(40, exact.steps().length);
        assertEquals(151, exact.steps()[0]);
        // the control resumes the same bytes: the same loss at every step, zero difference, no extra step
        assertTrue(copy.staysInBand());
        for (double d : copy.difference()) {
            assertEquals(0.0, d);
        }
        assertEquals(0L, copy.extraSteps());
        assertEquals(Files.size(ckpt), copy.bytesPerSave());
        // the band is not empty: the seeds really drew different data orders
        double width = 0;
        for (int i = 0; i < r.band().size(); i++) {
            width += r.band().high()[i] - r.band().low()[i];
        }
        assertTrue(width > 0);
        assertFalse(flipped.staysInBand());
        assertEquals(151L, flipped.firstExitStep());
        assertTrue(flipped.stepsOutside() > 0);
        assertTrue(flipped.finalDifference() > 0, "flipped final difference " + flipped.finalDifference());

        Path report = ReportWriter.write(ResumeResults.of(r, ckpt.toString()), dir.resolve("report"));
        assertTrue(Files.size(report.resolve("charts/resume_loss.png")) > 0);
        String csv = Files.readString(report.resolve("tables/resume_arms.csv"));
        assertTrue(csv.contains("flipped"), csv);
        assertTrue(Files.readString(report.resolve("index.html")).contains("Resumed loss against the seed-noise band"));
    }

    @Test
    void aLossProfileArmResumesFromTheDecodedValuesWithItsEncodedBytes(@TempDir Path dir) throws Exception {
        Path ckpt = checkpoint(dir);
        ArmSpec lossy = LossyArm.of(LossProfiles.resolve(LossProfiles.MOMENTS_8BIT, List.of()), ExactGlobs.NONE);
        ResumeCheckResult r = ResumeCheck.run(new ResumeCheckRequest(ckpt, List.of(ArmSpec.exact(), lossy), SEEDS,
                new GeneratorTraining(40, 1, null), dir.resolve("work"), BandRule.MIN_MAX, 5), null);
        assertTrue(r.complete(), r.failures().toString());
        ArmResult a = ArmResult.named(r.arms(), LossProfiles.MOMENTS_8BIT);
        // the weights stay exact, both moments go to 8 bits: about half of the fp32 resume checkpoint
        assertTrue(a.bytesPerSave() < 0.6 * Files.size(ckpt), a.bytesPerSave() + " of " + Files.size(ckpt));
        // the arm really resumed from other values: its loss is not the exact arm's
        double moved = 0;
        for (double d : a.difference()) {
            moved = Math.max(moved, Math.abs(d));
        }
        assertTrue(moved > 0, "the lossy arm trained exactly like the exact arm");
        assertTrue(a.staysInBand(), "8-bit moments left the band at step " + a.firstExitStep());
        Path written = dir.resolve("work").resolve(LossProfiles.MOMENTS_8BIT).resolve("checkpoint")
                .resolve(ckpt.getFileName());
        assertTrue(Files.size(written) == Files.size(ckpt), "a normal checkpoint of the same size is written back");
    }

    @Test
    void restartsChainEachRunsOwnCheckpointThroughTheArmsTransform(@TempDir Path dir) throws Exception {
        Path ckpt = checkpoint(dir);
        ArmSpec lossy = LossyArm.of(LossProfiles.resolve(LossProfiles.MOMENTS_8BIT, List.of()), ExactGlobs.NONE);
        ResumeCheckResult r = ResumeCheck.run(new ResumeCheckRequest(ckpt, List.of(ArmSpec.exact(), ArmSpec.copy(),
                lossy), SEEDS, new GeneratorTraining(15, 1, null), dir.resolve("work"), BandRule.MIN_MAX, 5, 2), null);
        assertTrue(r.complete(), r.failures().toString());
        // three segments of 15 steps, each resumed from the checkpoint the previous one wrote
        ArmResult exact = ArmResult.named(r.arms(), ArmSpec.EXACT);
        assertEquals(45, exact.steps().length);
        assertEquals(151, exact.steps()[0]);
        assertEquals(195, exact.steps()[44]);
        for (double d : ArmResult.named(r.arms(), ArmSpec.CONTROL).difference()) {
            assertEquals(0.0, d);
        }
        Path seedDir = dir.resolve("work").resolve(LossProfiles.MOMENTS_8BIT).resolve("seed-2");
        assertTrue(Files.exists(seedDir.resolve("checkpoint-2").resolve(ResumeCheckpoint.fileName(180))));
        assertEquals(45, ArmResult.named(r.arms(), LossProfiles.MOMENTS_8BIT).steps().length);
    }

    @Test
    void aFailingCommandIsOneLineNamingArmSeedAndExitCodeAndTheRestIsKept(@TempDir Path dir) throws IOException {
        Path ckpt = dir.resolve("ckpt.bin");
        Files.writeString(ckpt, "x");
        // writes a loss that depends on the seed; exits 3 for seed 2 without a loss file
        String script = "if [ \"$1\" = 2 ]; then echo \"no GPU for seed $1\" >&2; exit 3; fi; printf '{\"step\": 1, \"loss\": %s}\\n' \"$1\" > \"$2\"";
        Path sh = dir.resolve("train job.sh");
        Files.writeString(sh, script + "\n");
        TemplateTraining cmd = new TemplateTraining("sh '" + sh + "' {seed} {loss_log} {checkpoint}", 1);
        ResumeCheckResult r = ResumeCheck.run(new ResumeCheckRequest(ckpt, List.of(ArmSpec.exact()),
                List.of(1L, 2L, 4L), cmd, dir.resolve("work"), BandRule.MIN_MAX, 1), null);
        assertEquals(1, r.failures().size());
        String line = r.failures().get(0).line();
        assertEquals("arm exact, seed 2: exit code 3: the command failed: no GPU for seed 2", line);
        assertNotNull(r.band());
        assertEquals(1.0, r.band().low()[0]);
        assertEquals(4.0, r.band().high()[0]);
        assertEquals(2.5, r.band().mean()[0]);
        assertNull(ArmResult.named(r.arms(), ArmSpec.EXACT).firstExitStep());
    }
}
