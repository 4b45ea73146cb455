package org.snapwear.trace.tests.checkpoint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.checkpoint.CheckpointTree;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;
import org.snapwear.trace.source.LocalSourceTree;
import org.snapwear.trace.tensor.CheckpointFormatException;

/**
 * The one rule for symbolic links in checkpoints: a checkpoint whose own name is a link is followed (as
 * {@code tar -h} or {@code cp -r} follow a named link), so a link to a directory is never read as an empty tree; a
 * link inside a checkpoint is refused; a staged name that is a link ({@link CheckpointScanner#scanNotFollowing})
 * is refused; a dangling link is refused in one line.
 */
class NamedLinkTest {

    @TempDir
    Path tmp;

    private Path checkpoint() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("run/checkpoint-3/optim"));
        Files.writeString(dir.resolve("state.bin"), "optimizer");
        Files.writeString(dir.getParent().resolve("trainer_state.json"), "{\"global_step\": 3}\n");
        return dir.getParent();
    }

    @Test
    void aLinkToADirectoryIsFollowedNotReadAsAnEmptyTree() throws IOException {
        Path real = checkpoint();
        Path link = Files.createSymbolicLink(tmp.resolve("latest"), real);
        CheckpointTree direct = CheckpointScanner.scan(real).tree();
        ScannedCheckpoint viaLink = CheckpointScanner.scan(link);
        assertEquals(2, viaLink.tree().files().size(), viaLink.tree().toString());
        assertEquals(direct, viaLink.tree());
        viaLink.checkUnchanged(); // the change check sees the same files as the scan
        assertEquals(LocalSourceTree.list(real).files(), LocalSourceTree.list(link).files());
    }

    @Test
    void aLinkToAFileIsFollowedAndKeepsItsName() throws IOException {
        Path file = Files.writeString(tmp.resolve("data.bin"), "bytes");
        Path link = Files.createSymbolicLink(tmp.resolve("step_7.bin"), file);
        ScannedCheckpoint s = CheckpointScanner.scan(link);
        assertFalse(s.tree().directory());
        assertEquals("step_7.bin", s.tree().files().get(0).path());
        assertEquals(5, s.tree().files().get(0).size());
    }

    @Test
    void aLinkInsideAStagedNameThatIsALinkOrADanglingLinkIsRefused() throws IOException {
        Path real = checkpoint();
        Path link = Files.createSymbolicLink(tmp.resolve("checkpoint-4"), real);
        CheckpointFormatException staged = assertThrows(CheckpointFormatException.class,
                () -> CheckpointScanner.scanNotFollowing(link));
        assertTrue(staged.getMessage().contains(link.toString()) && staged.getMessage().contains("symbolic link"),
                staged.getMessage());
        Path dangling = Files.createSymbolicLink(tmp.resolve("checkpoint-5"), tmp.resolve("gone"));
        CheckpointFormatException d = assertThrows(CheckpointFormatException.class,
                () -> CheckpointScanner.scan(dangling));
        assertTrue(d.getMessage().contains(dangling.toString()) && d.getMessage().contains("does not resolve"),
                d.getMessage());
        Files.createSymbolicLink(real.resolve("outside.bin"), tmp.resolve("run"));
        CheckpointFormatException inside = assertThrows(CheckpointFormatException.class,
                () -> CheckpointScanner.scan(link));
        assertTrue(inside.getMessage().contains("outside.bin") && inside.getMessage().contains("symbolic link"),
                inside.getMessage());
    }
}
