package org.snapwear.study.tests.overview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.study.overview.RunKey;
import org.snapwear.trace.format.SafetensorsWriter;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.Tensor;

/**
 * A sequence member that is a symbolic link to a checkpoint directory is keyed by what it points to, as the
 * scanner reads it: a file changed behind the link changes the key (the key stamped the link alone, so the overview
 * cache gave back measurements of the old files).
 */
class RunKeyLinkTest {

    @TempDir
    Path tmp;

    @Test
    void aChangeBehindALinkedMemberChangesTheKey() throws IOException {
        List<Path> links = new ArrayList<>();
        for (int it = 1; it <= 2; it++) {
            Path real = Files.createDirectories(tmp.resolve("real/checkpoint-" + it));
            Files.writeString(real.resolve("trainer_state.json"), "{\"global_step\": " + it + "}\n");
            SafetensorsWriter.write(real.resolve("model.safetensors"),
                    List.of(Tensor.ofFloats("w", new long[] {4}, new float[] {it, 1, 2, 3})), Map.of());
            links.add(Files.createSymbolicLink(Files.createDirectories(tmp.resolve("run")).resolve("checkpoint-" + it),
                    real));
        }
        SnapshotSequence seq = SnapshotSequence.ofFiles(links);
        RunKey before = RunKey.of("run", seq);
        assertEquals(before, RunKey.of("run", SnapshotSequence.ofFiles(links)));
        Files.writeString(tmp.resolve("real/checkpoint-2/trainer_state.json"), "{\"global_step\": 2, \"more\": 1}\n");
        assertNotEquals(before, RunKey.of("run", SnapshotSequence.ofFiles(links)));
    }
}
