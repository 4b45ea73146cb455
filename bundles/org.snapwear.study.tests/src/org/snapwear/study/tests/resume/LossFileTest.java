package org.snapwear.study.tests.resume;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.study.resume.ArmComparison;
import org.snapwear.study.resume.ArmResult;
import org.snapwear.study.resume.BandRule;
import org.snapwear.study.resume.LatestCheckpoint;
import org.snapwear.study.resume.LossCurve;
import org.snapwear.study.resume.LossFile;
import org.snapwear.study.resume.SeedBand;

class LossFileTest {

    @Test
    void readsJsonLinesInStepOrderWithNaNAndExtraKeys(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("loss.jsonl");
        Files.writeString(f, "{\"step\": 2, \"loss\": 1.5, \"lr\": 0.1}\n\n{\"step\": 1, \"loss\": 2.0}\n"
                + "{\"step\": 3, \"loss\": NaN}\n");
        LossCurve c = LossFile.read(f);
        assertArrayEquals(new long[] {1, 2, 3}, c.steps());
        assertEquals(2.0, c.losses()[0]);
        assertEquals(1.5, c.losses()[1]);
        assertTrue(Double.isNaN(c.losses()[2]));
    }

    @Test
    void aBadLineIsNamedByFileAndLine(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("loss.jsonl");
        Files.writeString(f, "{\"step\": 1, \"loss\": 2.0}\n{\"step\": 2}\n");
        IOException e = assertThrows(IOException.class, () -> LossFile.read(f));
        assertEquals(f + ": line 2: no number \"loss\"", e.getMessage());
        Files.writeString(f, "{\"step\": 1.5, \"loss\": 2.0}\n");
        e = assertThrows(IOException.class, () -> LossFile.read(f));
        assertTrue(e.getMessage().startsWith(f + ": line 1: \"step\" must be a whole number"), e.getMessage());
    }

    private static LossCurve shifted(long[] steps, double[] base, double by) {
        double[] v = base.clone();
        for (int i = 0; i < v.length; i++) {
            v[i] += by;
        }
        return new LossCurve(steps, v);
    }

    @Test
    void extraStepsCountHowMuchLaterAnArmReachesTheExactFinalLoss() {
        long[] steps = {1, 2, 3, 4, 5, 6};
        double[] base = {6, 4, 2, 1, 1, 1};
        SeedBand band = SeedBand.of(List.of(shifted(steps, base, -0.2), shifted(steps, base, 0),
                shifted(steps, base, 0.2)), BandRule.MIN_MAX);
        // the exact arm reaches its final loss 1.0 at step 4; this arm at step 5
        ArmResult late = ArmComparison.compare("late", List.of(new LossCurve(steps,
                new double[] {6, 5, 4, 2, 1, 1})), band, 1, null);
        assertEquals(1L, late.extraSteps());
        assertEquals(2L, late.firstExitStep());
        assertEquals(3, late.stepsOutside());
        assertEquals(0.0, late.finalDifference(), 1e-12);
        ArmResult never = ArmComparison.compare("never", List.of(shifted(steps, base, 0.5)), band, 1, 7L);
        assertNull(never.extraSteps());
        assertEquals(0.5, never.finalDifference(), 1e-12);
        assertEquals(7L, never.bytesPerSave());
        ArmResult inside = ArmComparison.compare("inside", List.of(shifted(steps, base, 0.1)), band, 1, null);
        assertTrue(inside.staysInBand());
        // mean ± 0.5 sd (sd 0.2) is narrower: 0.1 above the mean is still inside, 0.15 is not
        SeedBand sd = SeedBand.of(List.of(shifted(steps, base, -0.2), shifted(steps, base, 0),
                shifted(steps, base, 0.2)), new BandRule(0.5));
        assertTrue(ArmComparison.compare("a", List.of(shifted(steps, base, 0.1)), sd, 1, null).staysInBand());
        assertEquals(1L, ArmComparison.compare("b", List.of(shifted(steps, base, 0.15)), sd, 1, null)
                .firstExitStep());
    }

    @Test
    void theLatestCheckpointHasTheSameNameShapeAndTheHighestNumber(@TempDir Path dir) throws IOException {
        for (String n : List.of("checkpoint-20", "checkpoint-100", "checkpoint-40", ".checkpoint-200.partial",
                "runs-300")) {
            Files.createDirectories(dir.resolve(n));
        }
        assertEquals(dir.resolve("checkpoint-100"), LatestCheckpoint.find(dir, "checkpoint-20"));
        IOException e = assertThrows(IOException.class, () -> LatestCheckpoint.find(dir, "step_7.pt"));
        assertEquals(dir + ": the run left no checkpoint named like step_7.pt", e.getMessage());
    }
}
