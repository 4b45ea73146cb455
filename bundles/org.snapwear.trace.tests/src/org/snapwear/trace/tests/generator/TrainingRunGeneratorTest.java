package org.snapwear.trace.tests.generator;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.format.SafetensorsReader;
import org.snapwear.trace.generator.GeneratedRun;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.generator.ModelKind;
import org.snapwear.trace.generator.OptimizerKind;
import org.snapwear.trace.generator.ReducedPrecision;
import org.snapwear.trace.generator.TrainingRunGenerator;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

class TrainingRunGeneratorTest {

    private static GeneratorSettings tiny(ModelKind kind) {
        return GeneratorSettings.defaults().withModel(kind).withParameters(10_000).withSchedule(30, 10)
                .withBatchSize(16).withSeed(7).withThreads(1);
    }

    private static JsonObject header(Path file) throws IOException {
        byte[] all = Files.readAllBytes(file);
        long len = ByteBuffer.wrap(all, 0, 8).order(ByteOrder.LITTLE_ENDIAN).getLong();
        return JsonParser.parseString(new String(all, 8, (int) len, StandardCharsets.UTF_8)).getAsJsonObject();
    }

    @Test
    void writesOneSafetensorsFilePerIntervalWithStateDictNamesLogAndReadme(@TempDir Path dir) throws IOException {
        GeneratorSettings s = tiny(ModelKind.CNN);
        List<Long> reported = new ArrayList<>();
        // each snapshot written is one step of the progress, at the iterations done so far
        GeneratedRun run = TrainingRunGenerator.generate(s, dir, new Progress() {
            private long done;

            @Override
            public void begin(String task, long totalWork, String unit) {
                done = 0;
            }

            @Override
            public void worked(long work) {
                done += work;
            }

            @Override
            public void worked(long work, String detail) {
                worked(work);
                reported.add(done);
            }
        });
        assertEquals(List.of(0L, 10L, 20L, 30L), run.iterations());
        assertEquals(run.iterations(), reported);
        List<String> expected = List.of("snap_iter000000.fp32.safetensors", "snap_iter000010.fp32.safetensors",
                "snap_iter000020.fp32.safetensors", "snap_iter000030.fp32.safetensors");
        List<String> names = new ArrayList<>();
        run.snapshots().forEach(p -> names.add(p.getFileName().toString()));
        assertEquals(expected, names);
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(6, files.count(), "4 snapshots, train_log.csv, README.txt and no temporary file");
        }
        for (int i = 0; i < expected.size(); i++) {
            Path f = dir.resolve(expected.get(i));
            try (Snapshot snap = new SafetensorsReader().read(f)) {
                List<String> tensorNames = new ArrayList<>();
                for (Tensor t : snap.tensors()) {
                    tensorNames.add(t.name());
                    assertEquals(DType.F32, t.dtype());
                }
                assertEquals(List.of("conv1.weight", "conv1.bias", "conv2.weight", "conv2.bias", "fc1.weight",
                        "fc1.bias", "fc2.weight", "fc2.bias"), tensorNames);
                assertEquals(run.parameterCount(), snap.elementCount());
                assertArrayEquals(new long[] {run.architecture().conv1(), 1, 3, 3}, snap.tensors().get(0).info().shape());
            }
            JsonObject md = header(f).getAsJsonObject("__metadata__");
            // Same header in every snapshot, so the tensor data sits at the same offsets (as in the fixture).
            assertEquals(header(dir.resolve(expected.get(0))), header(f));
            assertEquals("10", md.get("interval").getAsString());
            assertEquals("cnn", md.get("model").getAsString());
            assertEquals("7", md.get("seed").getAsString());
            assertEquals(Long.toString(run.parameterCount()), md.get("parameters").getAsString());
        }
        List<String> log = Files.readAllLines(run.trainLog());
        assertEquals("iteration,loss,train_accuracy", log.get(0));
        assertEquals(5, log.size());
        for (int i = 1; i < log.size(); i++) {
            String[] cols = log.get(i).split(",");
            assertEquals(Long.toString(run.iterations().get(i - 1)), cols[0]);
            double loss = Double.parseDouble(cols[1]);
            double acc = Double.parseDouble(cols[2]);
            assertTrue(loss > 0 && loss < 10, log.get(i));
            assertTrue(acc >= 0 && acc <= 1, log.get(i));
        }
        String readme = Files.readString(run.readme());
        assertTrue(readme.contains(run.architecture().describe()), readme);
        assertTrue(readme.contains("TOTAL\t\t" + run.parameterCount()), readme);
    }

    @Test
    void sameSettingsGiveByteIdenticalFilesWhateverTheThreadCount(@TempDir Path dir) throws IOException {
        GeneratorSettings cnn = tiny(ModelKind.CNN).withParameters(20_000).withSchedule(20, 10).withBatchSize(32);
        assertSameFiles(TrainingRunGenerator.generate(cnn.withThreads(1), dir.resolve("a"), null),
                TrainingRunGenerator.generate(cnn.withThreads(3), dir.resolve("b"), null));
        GeneratorSettings mlp = tiny(ModelKind.MLP).withParameters(50_000).withOptimizer(OptimizerKind.ADAM)
                .withLearningRate(1e-3).withDtype(DType.BF16).withSchedule(20, 10).withBatchSize(32);
        GeneratedRun a = TrainingRunGenerator.generate(mlp.withThreads(1), dir.resolve("c"), null);
        assertSameFiles(a, TrainingRunGenerator.generate(mlp.withThreads(2), dir.resolve("d"), null));
        // And the seed matters: another seed gives other weights.
        GeneratedRun other = TrainingRunGenerator.generate(mlp.withSeed(8), dir.resolve("e"), null);
        assertFalse(java.util.Arrays.equals(Files.readAllBytes(a.snapshots().get(2)),
                Files.readAllBytes(other.snapshots().get(2))));
    }

    private static void assertSameFiles(GeneratedRun a, GeneratedRun b) throws IOException {
        assertEquals(a.snapshots().size(), b.snapshots().size());
        List<Path> fa = new ArrayList<>(a.snapshots());
        fa.add(a.trainLog());
        fa.add(a.readme());
        for (Path p : fa) {
            Path q = b.directory().resolve(p.getFileName());
            assertArrayEquals(Files.readAllBytes(p), Files.readAllBytes(q), p.getFileName() + " differs");
        }
    }

    @Test
    void halfPrecisionRunsAreTheRoundedFp32Run(@TempDir Path dir) throws IOException {
        GeneratorSettings s = tiny(ModelKind.MLP).withSchedule(20, 10);
        GeneratedRun f32 = TrainingRunGenerator.generate(s, dir.resolve("f32"), null);
        for (DType d : new DType[] {DType.BF16, DType.F16}) {
            GeneratedRun half = TrainingRunGenerator.generate(s.withDtype(d), dir.resolve(d.name()), null);
            assertTrue(half.snapshots().get(0).getFileName().toString().endsWith("." + s.withDtype(d).dtypeId() + ".safetensors"));
            for (int i = 0; i < f32.snapshots().size(); i++) {
                try (Snapshot full = new SafetensorsReader().read(f32.snapshots().get(i));
                        Snapshot low = new SafetensorsReader().read(half.snapshots().get(i))) {
                    for (int t = 0; t < full.tensors().size(); t++) {
                        ByteBuffer fb = full.tensors().get(t).data();
                        ByteBuffer lb = low.tensors().get(t).data();
                        assertEquals(d, low.tensors().get(t).dtype());
                        assertArrayEquals(full.tensors().get(t).info().shape(), low.tensors().get(t).info().shape());
                        int n = fb.remaining() / 4;
                        for (int k = 0; k < n; k++) {
                            float v = fb.getFloat(4 * k);
                            short expected = d == DType.BF16 ? ReducedPrecision.floatToBf16(v) : ReducedPrecision.floatToFp16(v);
                            assertEquals(expected, lb.getShort(2 * k));
                        }
                    }
                }
            }
        }
    }

    @Test
    void theLastIterationIsSavedWhenItIsNotAMultipleOfTheInterval(@TempDir Path dir) throws IOException {
        GeneratorSettings s = tiny(ModelKind.MLP).withSchedule(25, 10);
        GeneratedRun run = TrainingRunGenerator.generate(s, dir, null);
        assertEquals(List.of(0L, 10L, 20L, 25L), run.iterations());
        assertEquals(s.snapshotCount(), run.snapshots().size());
        assertTrue(Files.readString(run.trainLog()).contains("\n25,"));
    }

    @Test
    void aCancelledRunStopsWithoutTemporaryFiles(@TempDir Path dir) throws IOException {
        Progress cancelAfterFirst = new Progress() {
            private boolean seen;

            @Override
            public void begin(String task, long totalWork, String unit) {
            }

            @Override
            public void worked(long work) {
                seen = true;
            }

            @Override
            public boolean isCanceled() {
                return seen;
            }
        };
        assertThrows(CancellationException.class,
                () -> TrainingRunGenerator.generate(tiny(ModelKind.MLP), dir, cancelAfterFirst));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of("snap_iter000000.fp32.safetensors"),
                    files.map(p -> p.getFileName().toString()).toList());
        }
    }
}
