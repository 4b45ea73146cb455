package org.snapwear.study.tests.resume;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossProfileException;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.Scalar;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.resume.ArmResult;
import org.snapwear.study.resume.ArmSpec;
import org.snapwear.study.resume.ArmVerdict;
import org.snapwear.study.resume.BandRule;
import org.snapwear.study.resume.BuiltInCheckpoint;
import org.snapwear.study.resume.DemoResumeAnalysis;
import org.snapwear.study.resume.GeneratorTraining;
import org.snapwear.study.resume.LossyArm;
import org.snapwear.study.resume.ResumeCheck;
import org.snapwear.study.resume.ResumeCheckRequest;
import org.snapwear.study.resume.ResumeCheckResult;
import org.snapwear.study.resume.ResumeCheckSetup;

/**
 * The demo's resume check ({@link DemoResumeAnalysis}) is the resume check built by hand on the built-in checkpoint,
 * and what it puts into the demo's results (tables, one finding per arm) carries the same numbers; the verdicts'
 * derived numbers (share of the exact bytes, largest |difference|) are recomputed here from the report's tables.
 */
class DemoResumeCheckTest {

    @Test
    void aSetupBuildsTheArmsAndWindowOfTheCommand() throws Exception {
        ResumeCheckSetup s = new ResumeCheckSetup(30, List.of(4L, 5L, 6L),
                List.of(LossProfiles.MOMENTS_8BIT, LossProfiles.AGGRESSIVE), null, 2, true, null, 1);
        ResumeCheckRequest r = s.request(Path.of("ckpt.safetensors"), Path.of("work"), null);
        assertEquals(List.of("exact", "copy", "moments-8bit", "aggressive"),
                r.arms().stream().map(ArmSpec::name).toList());
        assertEquals(9, r.window(), "a tenth of 3 segments of 30 steps");
        assertEquals(2, r.restarts());
        assertEquals(List.of(4L, 5L, 6L), r.seeds());
        assertThrows(LossProfileException.class, () -> new ResumeCheckSetup(30, List.of(1L, 2L, 3L),
                List.of("no-such-profile"), null, 0, false, null, 1).request(Path.of("c"), Path.of("w"), null));
        assertThrows(IllegalArgumentException.class, () -> new ResumeCheckSetup(30, List.of(1L, 2L),
                List.of(), null, 0, true, null, 1).request(Path.of("c"), Path.of("w"), null));
    }

    @Test
    void theDemosCheckIsTheCheckBuiltByHandAndItsReportCarriesItsNumbers(@TempDir Path dir) throws Exception {
        ResumeCheckResult demo = DemoResumeAnalysis.check(dir.resolve("demo"), null);
        assertTrue(demo.complete(), demo.failures().toString());

        Path ckpt = BuiltInCheckpoint.write(dir.resolve("run"), null);
        ResumeCheckRequest req = new ResumeCheckRequest(ckpt, List.of(ArmSpec.exact(),
                LossyArm.of(LossProfiles.resolve(LossProfiles.MOMENTS_8BIT, List.of()), ExactGlobs.NONE),
                LossyArm.of(LossProfiles.resolve(LossProfiles.AGGRESSIVE, List.of()), ExactGlobs.NONE)),
                List.of(1L, 2L, 3L), new GeneratorTraining(40, 1, null), dir.resolve("work"), BandRule.MIN_MAX, 4);
        ResumeCheckResult hand = ResumeCheck.run(req, null);
        assertEquals(hand.arms().size(), demo.arms().size());
        for (int i = 0; i < hand.arms().size(); i++) {
            ArmResult h = hand.arms().get(i);
            ArmResult d = demo.arms().get(i);
            assertEquals(h.arm(), d.arm());
            assertEquals(h.bytesPerSave(), d.bytesPerSave());
            assertTrue(java.util.Arrays.equals(h.loss(), d.loss()), h.arm());
            assertEquals(h.finalDifference(), d.finalDifference());
            assertEquals(h.extraSteps(), d.extraSteps());
            assertEquals(h.firstExitStep(), d.firstExitStep());
        }
        // the lossy arms really write fewer bytes than the exact checkpoint
        long exactBytes = ArmResult.named(demo.arms(), ArmSpec.EXACT).bytesPerSave();
        assertTrue(ArmResult.named(demo.arms(), LossProfiles.AGGRESSIVE).bytesPerSave()
                < ArmResult.named(demo.arms(), LossProfiles.MOMENTS_8BIT).bytesPerSave());
        assertTrue(ArmResult.named(demo.arms(), LossProfiles.MOMENTS_8BIT).bytesPerSave() < exactBytes);

        StudyResults out = new StudyResults("demo");
        DemoResumeAnalysis.add(out, demo, BuiltInCheckpoint.describe());
        ResultTable arms = out.table(TableIds.RESUME_ARMS).orElseThrow();
        ResultTable steps = out.table(TableIds.RESUME_LOSS).orElseThrow();
        assertEquals(3, arms.rowCount());
        assertEquals(3 * 40, steps.rowCount());
        Map<String, Double> maxAbs = new HashMap<>();
        for (int i = 0; i < steps.rowCount(); i++) {
            double diff = Math.abs(steps.number(i, "loss") - steps.number(i, "exact_mean"));
            maxAbs.merge(steps.text(i, "arm"), diff, Math::max);
        }
        List<ArmVerdict> verdicts = ArmVerdict.of(demo);
        assertEquals(List.of(LossProfiles.MOMENTS_8BIT, LossProfiles.AGGRESSIVE),
                verdicts.stream().map(ArmVerdict::arm).toList());
        for (ArmVerdict v : verdicts) {
            int row = -1;
            for (int i = 0; i < arms.rowCount(); i++) {
                row = arms.text(i, "arm").equals(v.arm()) ? i : row;
            }
            assertEquals(100.0 * arms.number(row, "bytes_per_save") / exactBytes, v.bytesPct(), 1e-12);
            assertEquals(maxAbs.get(v.arm()), v.maxAbsDifference(), 1e-12);
            assertEquals(arms.number(row, "final_difference"), v.finalDifference());
            Scalar line = out.summary().get(DemoResumeAnalysis.SUMMARY_PREFIX + v.arm());
            assertEquals(new Scalar.Text(v.line()), line);
            assertTrue(v.line().startsWith(String.format(java.util.Locale.ROOT, "%s: %.1f%% of the exact bytes",
                    v.arm(), v.bytesPct())), v.line());
            assertTrue(v.line().contains(v.inBand() ? "inside the seed-noise band of 3 seeds at all 40 steps"
                    : "leaves the seed-noise band of 3 seeds at step " + v.firstExitStep()), v.line());
        }
        assertEquals(List.of(), out.warnings());
    }
}
