package org.snapwear.headless.tests.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.model.StudyDefaults;
import org.snapwear.model.StudyResources;
import org.snapwear.model.study.SequenceSource;
import org.snapwear.model.study.SnapwearFactory;
import org.snapwear.model.study.Study;

/**
 * {@code snapwear run} checks everything before the study runs: values outside the shared ranges are refused
 * with one line naming the study file, the attribute and the allowed range, and a report directory it may not
 * write into is refused before any analysis starts.
 */
class RunValidationTest {

    @TempDir
    Path tmp;

    /** The default study on a sequence directory that does not exist: valid, but running it would fail. */
    private Path study(Consumer<Study> change) throws Exception {
        Study study = StudyDefaults.createDefaultStudy();
        study.setName("ranges");
        study.getSources().clear();
        SequenceSource src = SnapwearFactory.eINSTANCE.createSequenceSource();
        src.setName("missing");
        src.setPath("no-such-sequence");
        study.getSources().add(src);
        study.getAnalyses().setSlcPages(false);
        change.accept(study);
        Path file = tmp.resolve("ranges.snapwear");
        StudyResources.save(study, file);
        return file;
    }

    private static String oneLine(CliRun r) {
        String err = r.err().strip();
        assertEquals(1, err.lines().count(), err);
        return err;
    }

    @Test
    void outOfRangeChannelsAreRefusedBeforeRunning() throws Exception {
        Path file = study(s -> {
            s.getHardware().getSsd().setChannels(100_000);
            s.getHardware().getSsd().setBlocksPerChip(4);
            s.getHardware().getSsd().setPagesPerBlock(4);
        });
        CliRun r = CliRun.run("run", file.toString(), "--out", tmp.resolve("report").toString());
        assertEquals(1, r.exit(), r.err());
        String line = oneLine(r);
        assertTrue(line.contains(file.toString()) && line.contains("channels must be between 1 and 1024 (is 100000)"),
                line);
        assertFalse(Files.exists(tmp.resolve("report")));
    }

    @Test
    void gcThresholdOutsideTheSharedRangeIsRefused() throws Exception {
        Path file = study(s -> s.getHardware().getSsd().setGcThreshold(0.7));
        CliRun r = CliRun.run("run", file.toString(), "--out", tmp.resolve("report").toString());
        assertEquals(1, r.exit(), r.err());
        assertTrue(oneLine(r).contains(file + ": SSD: GC threshold (gcThreshold) must be between 0 and 0.5 (is 0.7)"),
                r.err());
    }

    @Test
    void nonEmptyOutIsRefusedBeforeTheStudyRuns() throws Exception {
        Path file = study(s -> { });
        Path out = tmp.resolve("not-a-report");
        Files.createDirectories(out);
        Files.writeString(out.resolve("notes.txt"), "keep me");
        CliRun r = CliRun.run("run", file.toString(), "--out", out.toString());
        assertEquals(1, r.exit(), r.err());
        // the study's source does not exist: had it started, the run would have failed on that instead
        String line = oneLine(r);
        assertTrue(line.contains(out.toString()) && line.contains("not a Snapwear report"), line);
        assertFalse(line.contains("no-such-sequence"), line);
        assertEquals("keep me", Files.readString(out.resolve("notes.txt")));
    }

    @Test
    void threadsOptionIsRangeChecked() throws Exception {
        Path file = study(s -> { });
        CliRun r = CliRun.run("run", file.toString(), "--threads", "4294967297");
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("run: --threads must be between 1 and 256, got '4294967297'"), r.err());
    }
}
