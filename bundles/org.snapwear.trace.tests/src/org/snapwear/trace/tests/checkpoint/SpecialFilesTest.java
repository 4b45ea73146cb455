package org.snapwear.trace.tests.checkpoint;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.tensor.CheckpointFormatException;

/**
 * A FIFO given as a checkpoint (or found in a checkpoint directory) is refused at once with its name; opening it
 * would block until some process writes to it, i.e. forever.
 */
class SpecialFilesTest {

    @TempDir
    Path tmp;

    private Path fifo(Path p) throws IOException, InterruptedException {
        Process mk = new ProcessBuilder("mkfifo", p.toString()).redirectErrorStream(true).start();
        assumeTrue(mk.waitFor() == 0 && Files.exists(p), "mkfifo is not available here");
        return p;
    }

    @Test
    void aFifoIsRefusedWithoutWaitingForAWriter() throws Exception {
        Path f = fifo(tmp.resolve("step_1.safetensors"));
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            CheckpointFormatException e = assertThrows(CheckpointFormatException.class,
                    () -> CheckpointFormats.read(f));
            assertTrue(e.getMessage().contains(f.toString()) && e.getMessage().contains("not a regular file"),
                    e.getMessage());
            CheckpointFormatException s = assertThrows(CheckpointFormatException.class,
                    () -> CheckpointScanner.scan(f));
            assertTrue(s.getMessage().contains(f.toString()), s.getMessage());
        });
    }

    @Test
    void aFifoInsideACheckpointDirectoryIsRefusedByName() throws Exception {
        Path dir = tmp.resolve("checkpoint-5");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("trainer_state.json"), "{}");
        Path f = fifo(dir.resolve("optimizer.pt"));
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            CheckpointFormatException e = assertThrows(CheckpointFormatException.class,
                    () -> CheckpointScanner.scan(dir));
            assertTrue(e.getMessage().contains(f.toString()), e.getMessage());
        });
    }
}
