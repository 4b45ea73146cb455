package org.snapwear.trace.tests.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.io.FileTrees;

/** {@link FileTrees#deleteTree}: the tree goes, what its links point to outside it stays. */
class FileTreesTest {

    @TempDir
    Path tmp;

    @Test
    void linksInsideTheTreeAreDeletedNotTheirTargets() throws IOException {
        Path outside = Files.createDirectories(tmp.resolve("outside"));
        Files.writeString(outside.resolve("keep.bin"), "precious");
        Path outsideFile = Files.writeString(tmp.resolve("also-keep.txt"), "precious too");
        Path tree = Files.createDirectories(tmp.resolve("tree/sub"));
        Files.writeString(tree.resolve("a.bin"), "a");
        Files.createSymbolicLink(tree.resolve("dir-link"), outside);
        Files.createSymbolicLink(tree.resolve("file-link"), outsideFile);
        Files.createSymbolicLink(tree.resolve("dangling"), tmp.resolve("nowhere"));

        FileTrees.deleteTree(tmp.resolve("tree"));

        assertFalse(Files.exists(tmp.resolve("tree"), LinkOption.NOFOLLOW_LINKS));
        assertEquals("precious", Files.readString(outside.resolve("keep.bin")));
        assertEquals("precious too", Files.readString(outsideFile));
    }

    @Test
    void aRootThatIsALinkLosesOnlyTheLink() throws IOException {
        Path outside = Files.createDirectories(tmp.resolve("outside"));
        Files.writeString(outside.resolve("keep.bin"), "precious");
        Path link = Files.createSymbolicLink(tmp.resolve("link"), outside);

        FileTrees.deleteTree(link);

        assertFalse(Files.exists(link, LinkOption.NOFOLLOW_LINKS));
        assertTrue(Files.isRegularFile(outside.resolve("keep.bin")));
    }

    @Test
    void aMissingTreeOrASingleFileIsFine() throws IOException {
        FileTrees.deleteTree(tmp.resolve("never-there"));
        Path f = Files.writeString(tmp.resolve("one.txt"), "x");
        FileTrees.deleteTree(f);
        assertFalse(Files.exists(f));
    }
}
