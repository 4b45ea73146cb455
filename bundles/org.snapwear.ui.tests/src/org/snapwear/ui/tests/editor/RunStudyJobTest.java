package org.snapwear.ui.tests.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.runtime.IStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.model.StudyDefaults;
import org.snapwear.model.StudyResources;
import org.snapwear.model.study.Analyses;
import org.snapwear.model.study.GeneratorSource;
import org.snapwear.model.study.Scheme;
import org.snapwear.model.study.SnapwearFactory;
import org.snapwear.model.study.Study;
import org.snapwear.study.presets.HardwarePresets;
import org.snapwear.study.report.ReportWriter;
import org.snapwear.study.report.StudyResultsJson;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.TableIds;
import org.snapwear.ui.editors.study.NewStudies;
import org.snapwear.ui.editors.study.RunStudyJob;

class RunStudyJobTest {

    /** Three generated snapshots of a 10,000-parameter model, two schemes, only the scheme table. */
    private static Study tiny() {
        Study s = StudyDefaults.createDefaultStudy();
        s.setName("tiny run");
        s.getSources().clear();
        GeneratorSource g = SnapwearFactory.eINSTANCE.createGeneratorSource();
        g.setName("gen");
        g.setParameters(10_000);
        g.setIterations(200);
        g.setInterval(100);
        s.getSources().add(g);
        s.getSchemes().removeIf(x -> !x.getName().equals("complete") && !x.getName().equals("dynrle-progressive"));
        Analyses a = s.getAnalyses();
        a.setHeadingBits(false);
        a.setExponentHistogram(false);
        a.setSnapDisSweep(false);
        a.setSlcPages(false);
        a.setBuddy(false);
        a.setPipelineCurves(false);
        s.setMetadataTrace(null);
        HardwarePresets.scaled().applyTo(s.getHardware());
        return s;
    }

    private static IStatus runToEnd(RunStudyJob job) throws InterruptedException {
        job.schedule();
        job.join(120_000, null);
        return job.getResult();
    }

    @Test
    void runsTheStudyWritesTheReportBesideTheFileAndHandsOverTheResults(@TempDir Path dir) throws Exception {
        Study study = tiny();
        Path file = dir.resolve("tiny.snapwear");
        StudyResources.save(study, file);
        AtomicReference<RunStudyJob.Outcome> handed = new AtomicReference<>();
        RunStudyJob job = new RunStudyJob(study, file, handed::set);
        IStatus status = runToEnd(job);
        assertTrue(status.isOK(), () -> status.getMessage() + " " + Arrays.toString(status.getChildren()));
        RunStudyJob.Outcome out = handed.get();
        assertNotNull(out);
        assertEquals(dir.resolve("tiny run-report"), out.reportDir());
        assertTrue(Files.isRegularFile(out.reportDir().resolve(ReportWriter.RESULTS)));
        ResultTable schemes = out.results().table(TableIds.SCHEMES).orElseThrow();
        assertEquals(2, schemes.rowCount());
        // The report on disk holds what was handed to the Results view, cell for cell.
        ResultTable onDisk = StudyResultsJson.read(out.reportDir().resolve(ReportWriter.RESULTS))
                .table(TableIds.SCHEMES).orElseThrow();
        assertEquals(schemes.rowCount(), onDisk.rowCount());
        for (int r = 0; r < schemes.rowCount(); r++) {
            // Iterations 0, 100 and 200 of the generator.
            assertEquals(3, (int) schemes.number(r, "snapshots"));
            assertEquals(schemes.text(r, "scheme"), onDisk.text(r, "scheme"));
            assertEquals(schemes.number(r, "written_bytes"), onDisk.number(r, "written_bytes"));
            assertEquals(schemes.number(r, "erases"), onDisk.number(r, "erases"));
        }
        // The delta scheme writes less than storing every snapshot whole.
        int complete = schemes.text(0, "scheme").equals("complete") ? 0 : 1;
        assertTrue(schemes.number(1 - complete, "written_bytes") < schemes.number(complete, "written_bytes"));
    }

    @Test
    void anInvalidStudyFailsWithTheValidationMessages(@TempDir Path dir) throws Exception {
        Study study = tiny();
        Scheme bad = study.getSchemes().get(0);
        bad.setSnapDis(0);
        Path file = dir.resolve("bad.snapwear");
        RunStudyJob job = new RunStudyJob(study, file, o -> {
            throw new AssertionError("must not finish");
        });
        IStatus status = runToEnd(job);
        assertEquals(IStatus.ERROR, status.getSeverity());
        assertTrue(Arrays.stream(status.getChildren()).anyMatch(c -> c.getMessage().contains(bad.getName())
                && c.getMessage().contains("snap_dis")), () -> Arrays.toString(status.getChildren()));
        assertFalse(Files.exists(dir.resolve("tiny run-report")));
    }

    @Test
    void reportDirectoryNamesAreSafe(@TempDir Path dir) {
        Study s = tiny();
        s.setName("a/b:c");
        assertEquals(dir.resolve("a_b_c-report"), RunStudyJob.reportDir(s, dir.resolve("x.snapwear")));
    }

    @Test
    void newStudyFileHasThePreferredPresetAndTheFilesName(@TempDir Path dir) throws Exception {
        Path file = NewStudies.withExtension(dir.resolve("wear"));
        assertEquals(dir.resolve("wear.snapwear"), file);
        NewStudies.create(file, HardwarePresets.SCALED);
        Study loaded = StudyResources.load(file);
        assertEquals("wear", loaded.getName());
        assertEquals(HardwarePresets.scaled().ssd(), HardwarePresets.values(loaded.getHardware().getSsd()));
        assertEquals(StudyDefaults.createDefaultStudy().getSchemes().size(), loaded.getSchemes().size());
    }
}
