package org.snapwear.trace.tests.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.format.SafetensorsWriter;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.Tensor;

/**
 * A run directory named through a symbolic link is read as the directory it points to, by a directory listing
 * and by a glob (whose walk did not follow the link and matched nothing), the rule a checkpoint named by a link
 * follows.
 */
class LinkedSequenceTest {

    @TempDir
    Path tmp;

    @Test
    void aRunNamedByALinkIsListedAndGlobbedAsItsTarget() throws IOException {
        Path run = Files.createDirectories(tmp.resolve("runs/run1"));
        for (int it = 1; it <= 3; it++) {
            SafetensorsWriter.write(run.resolve("step_" + it + ".safetensors"),
                    List.of(Tensor.ofFloats("w", new long[] {2}, new float[] {it, -it})), Map.of());
        }
        Path link = Files.createSymbolicLink(tmp.resolve("latest"), run);
        assertEquals(3, SnapshotSequence.resolve(link.toString()).size());
        SnapshotSequence globbed = SnapshotSequence.resolve(link + "/step_*.safetensors");
        assertEquals(List.of(1L, 2L, 3L), globbed.entries().stream().map(SnapshotSequence.Entry::iteration).toList());
    }
}
