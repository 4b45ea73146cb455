package org.snapwear.study.tests.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.model.study.GeneratorSource;
import org.snapwear.model.study.Study;
import org.snapwear.study.analyses.SchemesAnalysis;
import org.snapwear.study.run.RunOptions;
import org.snapwear.study.run.StudyRunException;
import org.snapwear.study.run.StudyRunner;

/**
 * A generator source's name becomes a directory the runner deletes and rewrites: a name that is a path (absolute,
 * with {@code ..}) or a symbolic link leading out is refused, and nothing outside the work directory is touched.
 */
class GeneratorSourceNameTest {

    @Test
    void absoluteNameIsRefusedAndTheDirectoryKept(@TempDir Path tmp) throws Exception {
        Path victim = victim(tmp.resolve("home/me/data"));
        assertRefused(victim.toString(), tmp.resolve("work"), "plain name");
        assertUntouched(victim);
    }

    @Test
    void parentSegmentsAreRefusedAndTheDirectoryKept(@TempDir Path tmp) throws Exception {
        Path work = tmp.resolve("a/work");
        Path victim = victim(tmp.resolve("a/x")); // what work/sources/../../x would delete
        assertRefused("../../x", work, "plain name");
        assertUntouched(victim);
        assertRefused("..", work, "plain name");
    }

    @Test
    void symbolicLinkLeadingOutIsRefused(@TempDir Path tmp) throws Exception {
        Path victim = victim(tmp.resolve("elsewhere"));
        Path work = tmp.resolve("work");
        Files.createDirectories(work.resolve("sources"));
        Files.createSymbolicLink(work.resolve("sources/run"), victim);
        assertRefused("run", work, "symbolic link");
        assertUntouched(victim);
    }

    private static void assertRefused(String name, Path work, String reason) {
        Study study = TestStudies.generatedStudy();
        ((GeneratorSource) study.getSources().get(0)).setName(name);
        StudyRunException e = assertThrows(StudyRunException.class, () -> new StudyRunner(
                List.of(new SchemesAnalysis())).run(study, new RunOptions(work, work, 1), new NullProgressMonitor()));
        assertTrue(e.getMessage().contains("source '" + name + "'") && e.getMessage().contains(reason),
                e.getMessage());
    }

    private static Path victim(Path dir) throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("keep.txt"), "mine");
        return dir;
    }

    private static void assertUntouched(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(List.of(dir.resolve("keep.txt")), s.toList(), "nothing deleted or generated in " + dir);
        }
        assertEquals("mine", Files.readString(dir.resolve("keep.txt")));
        assertTrue(!Files.exists(dir.resolveSibling(dir.getFileName() + ".partial")), "no .partial sibling");
    }
}
