package org.snapwear.trace.tests.paths;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.paths.OutputPaths;
import org.snapwear.trace.paths.UnsafePathException;

/**
 * {@link OutputPaths#real}: the path a write lands on, resolved as the kernel resolves it. A {@code ..} after a
 * symbolic link climbs from the link's target (not from where the link lies, as {@code Path.normalize} would), parts
 * that do not exist yet are kept, the last name is kept even when it is a link (a write replaces it), and a path
 * naming nothing to write or passing through a dangling link is refused.
 */
class OutputPathsTest {

    @TempDir
    Path tmp;

    @Test
    void aDotDotAfterALinkClimbsFromTheLinksTarget() throws IOException {
        Path real = tmp.toRealPath();
        Path target = Files.createDirectories(real.resolve("store/sub"));
        Files.createDirectories(real.resolve("out"));
        Path link = Files.createSymbolicLink(real.resolve("out/link"), target);
        Path given = Path.of(link + "/../MANIFEST.json");
        assertEquals(real.resolve("out/MANIFEST.json"), given.normalize(), "what a lexical check sees");
        assertEquals(real.resolve("store/MANIFEST.json"), OutputPaths.real(given), "what the kernel writes");
        assertTrue(OutputPaths.isWithin(OutputPaths.real(given), real.resolve("store")));
        assertFalse(OutputPaths.isWithin(OutputPaths.real(real.resolve("out/x")), real.resolve("store")));
    }

    @Test
    void linksInTheParentAreResolvedNewPartsKeptAndTheLastNameIsNotFollowed() throws IOException {
        Path real = tmp.toRealPath();
        Path dir = Files.createDirectories(real.resolve("a/b"));
        Files.createSymbolicLink(real.resolve("to-b"), dir);
        assertEquals(real.resolve("a/b/new/deeper/x"), OutputPaths.real(real.resolve("to-b/new/deeper/x")));
        assertEquals(real.resolve("a/b/y"), OutputPaths.real(Path.of(real + "/to-b/new/../y")));
        Path lastIsLink = Files.createSymbolicLink(real.resolve("a/last"), real.resolve("elsewhere"));
        assertEquals(lastIsLink, OutputPaths.real(Path.of(real + "/to-b/../last")), "the link itself is replaced");
    }

    @Test
    void pathsNamingNothingOrThroughADanglingLinkAreRefused() throws IOException {
        Path real = tmp.toRealPath();
        assertThrows(UnsafePathException.class, () -> OutputPaths.real(Path.of(real + "/x/..")));
        assertThrows(UnsafePathException.class, () -> OutputPaths.real(Path.of(real + "/.")));
        assertThrows(UnsafePathException.class, () -> OutputPaths.real(real.getRoot()));
        Files.createSymbolicLink(real.resolve("dangling"), real.resolve("gone"));
        UnsafePathException e = assertThrows(UnsafePathException.class,
                () -> OutputPaths.real(real.resolve("dangling/out")));
        assertTrue(e.getMessage().contains("does not resolve"), e.getMessage());
    }
}
