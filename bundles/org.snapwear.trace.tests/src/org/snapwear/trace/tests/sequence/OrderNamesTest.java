package org.snapwear.trace.tests.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * A remote listing of a run, ordered by name alone ({@link SnapshotSequence#orderNames}), gives the members, the
 * iterations and the order that {@link SnapshotSequence#discover} gives for the local directory.
 */
class OrderNamesTest {

    private static final String REMOTE = "hdfs://nn:8020/runs/";

    private static List<String> expected(Path dir) throws IOException {
        List<String> out = new ArrayList<>();
        for (SnapshotSequence.Entry e : SnapshotSequence.discover(dir).entries()) {
            out.add(e.iteration() + " " + REMOTE + e.path().getFileName());
        }
        return out;
    }

    private static List<String> ordered(List<String> names) {
        List<String> out = new ArrayList<>();
        for (SnapshotSequence.NamedMember m : SnapshotSequence.orderNames(names)) {
            out.add(m.iteration() + " " + m.name());
        }
        return out;
    }

    @Test
    void aRunOfFilesIsOrderedAsTheLocalDirectory() throws IOException {
        Path dir = Fixtures.path("cnn_digits_sgd");
        List<String> names = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            s.filter(CheckpointFormats::isCheckpoint).forEach(p -> names.add(REMOTE + p.getFileName()));
        }
        Collections.shuffle(names, new java.util.Random(5));
        List<String> want = expected(dir);
        assertEquals(want, ordered(names));
        // .pt and .safetensors of each iteration: the safetensors file is the member
        assertEquals(21, want.size());
        assertTrue(want.get(3).equals("1500 " + REMOTE + "snap_iter001500.fp32.safetensors"), want.toString());
    }

    @Test
    void checkpointDirectoriesAreOrderedByIterationNotByName() throws IOException {
        Path dir = Fixtures.path("hf_charlm_adamw");
        List<String> names = new ArrayList<>(List.of(REMOTE + "checkpoint-100", REMOTE + "checkpoint-150/",
                REMOTE + "checkpoint-0", REMOTE + "checkpoint-50"));
        List<String> want = expected(dir);
        List<String> got = ordered(names);
        assertEquals(want.size(), got.size());
        for (int i = 0; i < want.size(); i++) {
            assertEquals(want.get(i), got.get(i).replaceAll("/$", ""));
        }
        assertEquals("50 " + REMOTE + "checkpoint-50", got.get(1));
    }

    @Test
    void iterationsOfNamesMatchThoseOfPaths() {
        for (String n : List.of("snap_iter000500.fp32.pt", "checkpoint-500", "global_step42", "run7_step_9.bin",
                "model.safetensors", "epoch99999999999999999999999.pt")) {
            assertEquals(SnapshotSequence.iterationOf(Path.of(n)), SnapshotSequence.iterationOf("s3a://b/r/" + n), n);
        }
        assertEquals(500, SnapshotSequence.iterationOf("hdfs://nn/r/checkpoint-500/"));
    }
}
