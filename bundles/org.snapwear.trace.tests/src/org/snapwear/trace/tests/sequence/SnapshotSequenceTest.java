package org.snapwear.trace.tests.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.format.SafetensorsWriter;
import org.snapwear.trace.sequence.LayoutMatch;
import org.snapwear.trace.sequence.SequenceMismatchException;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.stats.PairComparator;
import org.snapwear.trace.stats.PairStatistics;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

class SnapshotSequenceTest {
    @TempDir
    Path dir;

    private Path write(String name, float seed, long[] shape) throws IOException {
        int n = (int) (shape.length == 0 ? 1 : java.util.Arrays.stream(shape).reduce(1, (a, b) -> a * b));
        float[] v = new float[n];
        for (int i = 0; i < n; i++) {
            v[i] = seed + i;
        }
        Path f = dir.resolve(name);
        Files.createDirectories(f.getParent());
        SafetensorsWriter.write(f, List.of(Tensor.ofFloats("w", shape, v), Tensor.ofFloats("b", new long[] {2},
                new float[] {seed, -seed})), Map.of());
        return f;
    }

    @Test
    void iterationNumbersFromCommonNamingSchemes() {
        assertEquals(5000, SnapshotSequence.iterationOf(Path.of("lenet_iter_5000.caffemodel")));
        assertEquals(500, SnapshotSequence.iterationOf(Path.of("out/checkpoint-500")));
        assertEquals(500, SnapshotSequence.iterationOf(Path.of("step_500.safetensors")));
        assertEquals(500, SnapshotSequence.iterationOf(Path.of("snap_iter000500.fp32.safetensors")));
        assertEquals(-1, SnapshotSequence.iterationOf(Path.of("final.safetensors")));
    }

    @Test
    void discoverOrdersNumericallyAndIgnoresOtherFiles() throws IOException {
        write("run_iter_5000.safetensors", 3, new long[] {4});
        write("run_iter_500.safetensors", 2, new long[] {4});
        write("run_iter_50.safetensors", 1, new long[] {4});
        Files.writeString(dir.resolve("notes.txt"), "not a checkpoint");
        SnapshotSequence s = SnapshotSequence.discover(dir);
        assertEquals(List.of(50L, 500L, 5000L), s.entries().stream().map(SnapshotSequence.Entry::iteration).toList());
        try (var snap = s.open(1)) {
            assertEquals(500, snap.iteration());
            assertEquals(2f, snap.tensor("b").orElseThrow().data().getFloat(0));
        }
    }

    @Test
    void globSelectsMatchingFiles() throws IOException {
        write("a/step_2.safetensors", 2, new long[] {3});
        write("a/step_1.safetensors", 1, new long[] {3});
        write("b/step_3.safetensors", 3, new long[] {3});
        SnapshotSequence s = SnapshotSequence.glob(dir + "/a/*.safetensors");
        assertEquals(List.of(dir.resolve("a/step_1.safetensors"), dir.resolve("a/step_2.safetensors")),
                s.entries().stream().map(SnapshotSequence.Entry::path).toList());
        assertEquals(3, SnapshotSequence.glob(dir + "/*/step_*.safetensors").size());
        assertEquals(2, SnapshotSequence.resolve(dir + "/a").size());
        IOException e = assertThrows(IOException.class, () -> SnapshotSequence.glob(dir + "/a/*.pt"));
        assertTrue(e.getMessage().contains("no checkpoint matches"), e.getMessage());
    }

    @Test
    void explicitListKeepsGivenOrderOrSortsByIteration() throws IOException {
        Path a = write("step_20.safetensors", 2, new long[] {3});
        Path b = write("step_10.safetensors", 1, new long[] {3});
        assertEquals(List.of(20L, 10L), SnapshotSequence.ofFilesInGivenOrder(List.of(a, b)).entries().stream()
                .map(SnapshotSequence.Entry::iteration).toList());
        assertEquals(List.of(10L, 20L), SnapshotSequence.ofFiles(List.of(a, b)).entries().stream()
                .map(SnapshotSequence.Entry::iteration).toList());
    }

    @Test
    void checkpointDirectoriesAreWholeCheckpoints() throws IOException {
        write("checkpoint-1000/model.safetensors", 2, new long[] {3});
        write("checkpoint-1000/optimizer.safetensors", 9, new long[] {7});
        write("checkpoint-500/model.safetensors", 1, new long[] {3});
        write("checkpoint-500/optimizer.safetensors", 8, new long[] {7});
        Files.createDirectories(dir.resolve("checkpoint-700"));
        Files.writeString(dir.resolve("checkpoint-700/notes.txt"), "no checkpoint file in here");
        SnapshotSequence s = SnapshotSequence.discover(dir);
        assertEquals(2, s.size());
        assertEquals(500, s.entries().get(0).iteration());
        assertEquals(dir.resolve("checkpoint-1000"), s.entries().get(1).path());
        s.validate();
        try (var snap = s.open(1)) {
            assertEquals(1000, snap.iteration());
            assertEquals(java.util.Set.of("model.safetensors::w", "model.safetensors::b", "optimizer.safetensors::w",
                    "optimizer.safetensors::b"), snap.tensors().stream().map(t -> t.name())
                    .collect(java.util.stream.Collectors.toSet()));
            assertEquals(15f, snap.tensor("optimizer.safetensors::w").orElseThrow().data().getFloat(24));
        }
    }

    @Test
    void shapeMismatchNamesTensorAndBothFiles() throws IOException {
        Path a = write("step_1.safetensors", 1, new long[] {2, 3});
        write("step_2.safetensors", 2, new long[] {2, 3});
        Path c = write("step_3.safetensors", 3, new long[] {3, 2});
        SnapshotSequence s = SnapshotSequence.discover(dir);
        SequenceMismatchException e = assertThrows(SequenceMismatchException.class, s::validate);
        assertEquals("w", e.tensor());
        assertEquals(a, e.first());
        assertEquals(c, e.second());
        assertTrue(e.getMessage().contains("[2, 3] vs [3, 2]"), e.getMessage());
        SequenceMismatchException e2 = assertThrows(SequenceMismatchException.class, () -> s.forEachPair((i, x, y) -> {
        }));
        assertEquals(dir.resolve("step_2.safetensors"), e2.first());
        assertEquals(c, e2.second());
    }

    @Test
    void tensorsMayAppearAndDisappearBetweenSnapshots() throws IOException {
        Path a = write("step_1.safetensors", 1, new long[] {3});
        Path b = dir.resolve("step_2.safetensors");
        // w keeps its layout (two of its three values unchanged), b disappears, an optimizer moment appears
        SafetensorsWriter.write(b, List.of(Tensor.ofFloats("w", new long[] {3}, new float[] {1, 2, 5}),
                Tensor.ofFloats("opt.exp_avg", new long[] {4}, new float[4])), Map.of());
        SnapshotSequence s = SnapshotSequence.ofFiles(List.of(a, b));
        s.validate();
        List<PairStatistics> seen = new ArrayList<>();
        s.forEachPair((i, older, newer) -> seen.add(PairComparator.compare(older, newer)));
        assertEquals(1, seen.size());
        PairStatistics p = seen.get(0);
        assertEquals(3, p.parameters(), "only w is held by both");
        assertEquals(2, p.equalParameters());
        assertEquals(2, p.skippedTensors(), "b (older only) and opt.exp_avg (newer only)");
        assertEquals(1, p.pages());
        assertEquals(0, p.equalPages());
        try (Snapshot older = s.open(0); Snapshot newer = s.open(1)) {
            LayoutMatch m = SnapshotSequence.matchLayouts(older, a, newer, b);
            assertEquals(List.of("w"), m.shared().stream().map(TensorInfo::name).toList());
            assertEquals(List.of("b"), m.onlyOlder().stream().map(TensorInfo::name).toList());
            assertEquals(List.of("opt.exp_avg"), m.onlyNewer().stream().map(TensorInfo::name).toList());
            SequenceMismatchException e = assertThrows(SequenceMismatchException.class,
                    () -> SnapshotSequence.checkSameLayout(older, a, newer, b));
            assertEquals("b", e.tensor());
        }
    }

    @Test
    void aTensorThatReappearsWithAnotherShapeIsAMismatch() throws IOException {
        Path a = write("step_1.safetensors", 1, new long[] {3});
        Path b = dir.resolve("step_2.safetensors");
        SafetensorsWriter.write(b, List.of(Tensor.ofFloats("b", new long[] {2}, new float[2])), Map.of());
        Path c = write("step_3.safetensors", 1, new long[] {4});
        SequenceMismatchException e = assertThrows(SequenceMismatchException.class,
                () -> SnapshotSequence.ofFiles(List.of(a, b, c)).validate());
        assertEquals("w", e.tensor());
        assertEquals(a, e.first());
        assertEquals(c, e.second());
        assertTrue(e.getMessage().contains("[3] vs [4]"), e.getMessage());
    }

    @Test
    void forEachPairVisitsAdjacentPairsInOrder() throws IOException {
        for (int i = 0; i < 4; i++) {
            write("step_" + (i * 10) + ".safetensors", i, new long[] {3});
        }
        List<String> seen = new ArrayList<>();
        SnapshotSequence.discover(dir).forEachPair((i, older, newer) -> seen.add(i + ":" + older.iteration() + "->"
                + newer.iteration() + ":" + older.tensor("b").orElseThrow().data().getFloat(0)));
        assertEquals(List.of("1:0->10:0.0", "2:10->20:1.0", "3:20->30:2.0"), seen);
    }
}
