package org.snapwear.trace.tests.generator;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.checkpoint.TensorRole;
import org.snapwear.trace.format.SafetensorsReader;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.generator.LossLog;
import org.snapwear.trace.generator.OptimizerKind;
import org.snapwear.trace.generator.ResumeCheckpoint;
import org.snapwear.trace.generator.RunOutputs;
import org.snapwear.trace.generator.TrainingRunGenerator;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/** Resuming the built-in generator from its own checkpoint is the uninterrupted run, bit for bit. */
class ResumeCheckpointTest {

    private static GeneratorSettings adam() {
        return GeneratorSettings.defaults().withOptimizer(OptimizerKind.ADAM).withLearningRate(0.001)
                .withParameters(10_000).withSchedule(40, 10).withBatchSize(16).withSeed(11).withThreads(1);
    }

    @Test
    void resumingFromAnExactCheckpointReproducesTheUninterruptedRunBitForBit(@TempDir Path dir) throws IOException {
        // 40 steps with batch 16 cross an epoch boundary only for small data sets; 25 resumes mid-epoch either way
        Path whole = dir.resolve("whole");
        TrainingRunGenerator.generate(adam(), whole, null, new RunOutputs(true, whole.resolve("loss.jsonl")));
        Path from = whole.resolve(ResumeCheckpoint.fileName(20));
        Path resumed = dir.resolve("resumed");
        TrainingRunGenerator.resume(from, 0, null, 1, resumed, null,
                new RunOutputs(true, resumed.resolve("loss.jsonl")));
        for (long it : List.of(30L, 40L)) {
            String snap = TrainingRunGenerator.snapshotFileName(it, adam().dtype());
            assertArrayEquals(Files.readAllBytes(whole.resolve(snap)), Files.readAllBytes(resumed.resolve(snap)), snap);
            String state = ResumeCheckpoint.fileName(it);
            assertArrayEquals(Files.readAllBytes(whole.resolve(state)), Files.readAllBytes(resumed.resolve(state)),
                    state);
        }
        List<String> all = Files.readAllLines(whole.resolve("loss.jsonl"));
        assertEquals(40, all.size());
        assertEquals(all.subList(20, 40), Files.readAllLines(resumed.resolve("loss.jsonl")));
        assertTrue(all.get(20).startsWith("{\"step\": 21, \"loss\": "), all.get(20));
    }

    @Test
    void aContinuedSeedChangesTheDataOrderButNotTheStartingState(@TempDir Path dir) throws IOException {
        Path whole = dir.resolve("whole");
        TrainingRunGenerator.generate(adam(), whole, null, new RunOutputs(true, null));
        Path from = whole.resolve(ResumeCheckpoint.fileName(20));
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        Path a2 = dir.resolve("a2");
        TrainingRunGenerator.resume(from, 30, 1L, 1, a, null, new RunOutputs(false, a.resolve("l")));
        TrainingRunGenerator.resume(from, 30, 2L, 1, b, null, new RunOutputs(false, b.resolve("l")));
        TrainingRunGenerator.resume(from, 30, 1L, 1, a2, null, new RunOutputs(false, a2.resolve("l")));
        assertEquals(Files.readAllLines(a.resolve("l")), Files.readAllLines(a2.resolve("l")));
        assertNotEquals(Files.readAllLines(a.resolve("l")), Files.readAllLines(b.resolve("l")));
        assertEquals(10, Files.readAllLines(b.resolve("l")).size());
    }

    @Test
    void tensorsCarryThePyTorchNamesTheirRolesAreRecognisedBy(@TempDir Path dir) throws IOException {
        TrainingRunGenerator.generate(adam(), dir, null, new RunOutputs(true, null));
        Map<String, TensorRole> roles = new TreeMap<>();
        try (Snapshot s = new SafetensorsReader().read(dir.resolve(ResumeCheckpoint.fileName(10)))) {
            for (Tensor t : s.tensors()) {
                roles.put(t.name(), TensorRole.ofTensor(t.name(), t.dtype()));
            }
        }
        assertEquals(TensorRole.PARAMETER, roles.get("fc2.weight"));
        assertEquals(TensorRole.OPTIMIZER_MOMENT, roles.get("optimizer.state.fc2.weight.exp_avg"));
        assertEquals(TensorRole.OPTIMIZER_MOMENT, roles.get("optimizer.state.fc2.weight.exp_avg_sq"));
        assertEquals(TensorRole.OTHER, roles.get(ResumeCheckpoint.STEP));
        assertEquals(TensorRole.OTHER, roles.get(ResumeCheckpoint.SAMPLER));
        assertEquals(TensorRole.OTHER, roles.get(ResumeCheckpoint.SAMPLER_ORDER));
    }

    @Test
    void aFileThatIsNotAResumeCheckpointIsRefusedByName(@TempDir Path dir) throws IOException {
        TrainingRunGenerator.generate(adam(), dir, null, RunOutputs.SNAPSHOTS);
        Path snap = dir.resolve(TrainingRunGenerator.snapshotFileName(10, adam().dtype()));
        IOException e = assertThrows(IOException.class,
                () -> TrainingRunGenerator.resume(snap, 0, null, 1, dir.resolve("x"), null, RunOutputs.SNAPSHOTS));
        assertTrue(e.getMessage().startsWith(snap.toString()) && e.getMessage().contains("resume_format"),
                e.getMessage());
    }

    @Test
    void lossLinesReadBackToTheSameDouble() {
        assertEquals("{\"step\": 3, \"loss\": 0.1}", LossLog.line(3, 0.1));
        assertEquals("{\"step\": 4, \"loss\": NaN}", LossLog.line(4, Double.NaN));
    }
}
