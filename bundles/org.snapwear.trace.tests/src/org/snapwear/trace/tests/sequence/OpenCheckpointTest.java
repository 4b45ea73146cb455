package org.snapwear.trace.tests.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * One checkpoint opened outside a sequence reads as the sequence's member does: a whole checkpoint directory is
 * every tensor of every file ({@code FILE::path}, optimizer state included), named {@code checkpoint-directory},
 * and a single file is its reader's snapshot. The workbench's Tensors and Sequences views go through these.
 */
class OpenCheckpointTest {

    @Test
    void aWholeCheckpointDirectoryIsEveryTensorOfEveryFile() throws Exception {
        Path dir = Fixtures.path("hf_charlm_adamw").resolve("checkpoint-50");
        assertEquals(Optional.of(SnapshotSequence.CHECKPOINT_DIRECTORY), SnapshotSequence.formatOf(dir));
        int members;
        try (Snapshot fromSequence = SnapshotSequence.resolve(dir.getParent().toString()).open(1)) {
            members = fromSequence.infos().size();
        }
        try (Snapshot s = SnapshotSequence.openCheckpoint(dir, 50)) {
            assertEquals(CheckpointScanner.scan(dir).snapshotInfos().size(), s.infos().size());
            assertEquals(members, s.infos().size(), "the same tensors as the run's member checkpoint-50");
            assertEquals(50, s.iteration());
            assertTrue(s.infos().stream().map(TensorInfo::name)
                    .anyMatch(n -> n.startsWith("optimizer.pt::")), "optimizer state is listed");
            assertTrue(s.infos().stream().map(TensorInfo::name)
                    .anyMatch(n -> n.startsWith("model-00002-of-00002.safetensors::")), "the second shard is listed");
        }
    }

    @Test
    void aFileIsReadByItsReader() throws Exception {
        Path file = Fixtures.path("hf_charlm_adamw").resolve("checkpoint-50/model-00001-of-00002.safetensors");
        assertEquals(Optional.of("safetensors"), SnapshotSequence.formatOf(file));
        try (Snapshot s = SnapshotSequence.openCheckpoint(file, 7)) {
            assertEquals(7, s.iteration());
            assertTrue(s.infos().stream().noneMatch(t -> t.name().contains("::")));
        }
        assertEquals(Optional.empty(), SnapshotSequence.formatOf(Fixtures.path("hf_charlm_adamw")
                .resolve("README.txt")));
    }
}
