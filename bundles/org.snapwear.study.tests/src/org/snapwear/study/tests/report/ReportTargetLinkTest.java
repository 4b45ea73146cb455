package org.snapwear.study.tests.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.study.report.ReportWriter;

/**
 * A report directory named through a symbolic link and {@code ..} is checked and written where the kernel resolves
 * it ({@code OutputPaths}): {@code link/../rep} with {@code link -> a/b} is {@code a/rep}, so an unrelated
 * {@code a/rep} is refused (a lexical check saw {@code ./rep}, which did not exist, and passed) and a report is
 * written to {@code a/rep}, not to {@code ./rep}.
 */
class ReportTargetLinkTest {

    @TempDir
    Path tmp;

    @Test
    void theCheckedAndTheWrittenDirectoryAreTheOneTheKernelResolves() throws IOException {
        Path b = Files.createDirectories(tmp.resolve("a/b"));
        Path link = Files.createSymbolicLink(tmp.resolve("link"), b);
        Path unrelated = Files.createDirectories(tmp.resolve("a/rep"));
        Files.writeString(unrelated.resolve("thesis.tex"), "mine");
        Path given = Path.of(link + "/../rep");
        IOException e = assertThrows(IOException.class, () -> ReportWriter.checkTarget(given));
        assertTrue(e.getMessage().contains("not a Snapwear report"), e.getMessage());

        Path fresh = Path.of(link + "/../fresh");
        ReportWriter.write(SyntheticResults.create(), fresh);
        assertTrue(Files.isRegularFile(tmp.resolve("a/fresh").resolve(ReportWriter.RESULTS)));
        assertFalse(Files.exists(tmp.resolve("fresh")), "not at the lexically normalised path");
        assertEquals("mine", Files.readString(unrelated.resolve("thesis.tex")));
    }
}
