package org.snapwear.study.tests.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.model.StudyDefaults;
import org.snapwear.model.study.GeneratorSource;
import org.snapwear.model.study.SequenceSource;
import org.snapwear.model.study.Study;
import org.snapwear.study.analyses.SchemesAnalysis;
import org.snapwear.study.analyses.SnapDisSweepAnalysis;
import org.snapwear.study.results.ConfigNode;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.run.RunOptions;
import org.snapwear.study.run.SourceResolver;
import org.snapwear.study.run.StudyRunException;
import org.snapwear.study.run.StudyRunner;

/** Validation, source resolution, progress and cancellation of {@link StudyRunner}. */
class StudyRunnerTest {

    /** A monitor that cancels itself once {@code limit} units of work were reported. */
    static final class CancelAfter extends NullProgressMonitor {
        private final int limit;
        private int worked;

        CancelAfter(int limit) {
            this.limit = limit;
        }

        @Override
        public void worked(int work) {
            worked += work;
            if (worked >= limit) {
                setCanceled(true);
            }
        }

        @Override
        public void internalWorked(double work) {
            worked += (int) Math.ceil(work);
            if (worked >= limit) {
                setCanceled(true);
            }
        }
    }

    private static StudyRunner schemesOnly() {
        return new StudyRunner(List.of(new SchemesAnalysis(), new SnapDisSweepAnalysis()));
    }

    @Test
    void invalidStudyFailsWithTheValidationMessages(@TempDir Path tmp) {
        Study study = TestStudies.cnnStudy();
        study.getSchemes().get(0).setSnapDis(0);
        StudyRunException e = assertThrows(StudyRunException.class,
                () -> schemesOnly().run(study, new RunOptions(tmp, tmp, 1), new NullProgressMonitor()));
        assertTrue(e.problems().stream().anyMatch(p -> p.contains("snap_dis (snapDis) must be between 1 and")),
                e.problems().toString());
        assertTrue(e.getMessage().contains("snap_dis (snapDis) must be between 1 and"), e.getMessage());
    }

    @Test
    void missingSequenceNamesTheSourceAndPath(@TempDir Path tmp) {
        Study study = TestStudies.cnnStudy();
        ((SequenceSource) study.getSources().get(0)).setPath("no-such-dir");
        StudyRunException e = assertThrows(StudyRunException.class,
                () -> schemesOnly().run(study, new RunOptions(tmp, tmp, 1), new NullProgressMonitor()));
        assertTrue(e.getMessage().contains("source 'cnn'"), e.getMessage());
        assertTrue(e.getMessage().contains(tmp.resolve("no-such-dir").toString()), "relative to the base dir: "
                + e.getMessage());
    }

    @Test
    void relativeSequencePathResolvesAgainstTheBaseDirectory(@TempDir Path tmp) throws Exception {
        Study study = TestStudies.cnnStudy();
        ((SequenceSource) study.getSources().get(0)).setPath("cnn_digits_sgd");
        study.getAnalyses().setSnapDisSweep(false);
        study.getSchemes().remove(1);
        StudyResults r = schemesOnly().run(study, new RunOptions(tmp, TestStudies.fixture().getParent(), 1),
                new NullProgressMonitor());
        assertEquals(TestStudies.FIXTURE_SNAPSHOTS, ((Number) r.table(TableIds.SCHEMES).orElseThrow()
                .cell(0, "snapshots")).intValue());
    }

    @Test
    void formatSelectsTheTorchFiles(@TempDir Path tmp) throws Exception {
        Study study = TestStudies.cnnStudy();
        ((SequenceSource) study.getSources().get(0)).setFormat("torch");
        study.getAnalyses().setSnapDisSweep(false);
        study.getSchemes().remove(1);
        StudyResults r = schemesOnly().run(study, new RunOptions(tmp, tmp, 1), new NullProgressMonitor());
        var sources = (ConfigNode.Items) r.configuration().get("sources");
        assertEquals(ConfigNode.of(21), ((ConfigNode.Branch) sources.items().get(0)).get("snapshots"));
        // Same tensors in both formats: the written volume is the same as with safetensors.
        Study st = TestStudies.cnnStudy();
        st.getAnalyses().setSnapDisSweep(false);
        st.getSchemes().remove(1);
        StudyResults rs = schemesOnly().run(st, new RunOptions(tmp, tmp, 1), new NullProgressMonitor());
        assertEquals(rs.table(TableIds.SCHEMES).orElseThrow().cell(0, "written_bytes"),
                r.table(TableIds.SCHEMES).orElseThrow().cell(0, "written_bytes"));
        ((SequenceSource) study.getSources().get(0)).setFormat("onnx");
        StudyRunException e = assertThrows(StudyRunException.class,
                () -> schemesOnly().run(study, new RunOptions(tmp, tmp, 1), new NullProgressMonitor()));
        assertTrue(e.getMessage().contains("no checkpoint of format 'onnx'"), e.getMessage());
    }

    @Test
    void cancellationStopsTheRunAndWritesNothing(@TempDir Path tmp) {
        Study study = TestStudies.cnnStudy();
        Path work = tmp.resolve("work");
        CancelAfter monitor = new CancelAfter(15);
        assertThrows(OperationCanceledException.class,
                () -> schemesOnly().run(study, new RunOptions(work, tmp, 1), monitor));
        assertTrue(monitor.isCanceled());
        assertFalse(Files.exists(work), "a run from existing sequences writes nothing");
    }

    @Test
    void generatorSourceIsTrainedOnceAndReused(@TempDir Path tmp) throws Exception {
        Study study = TestStudies.generatedStudy();
        StudyResults first = new StudyRunner(List.of(new SchemesAnalysis())).run(study, new RunOptions(tmp, tmp, 1),
                new NullProgressMonitor());
        Path dir = tmp.resolve("sources").resolve(StudyDefaults.GENERATOR_SOURCE);
        assertTrue(Files.isRegularFile(dir.resolve(SourceResolver.MARKER)));
        assertEquals(4, ((Number) first.table(TableIds.SCHEMES).orElseThrow().cell(0, "snapshots")).intValue());
        Path snap = dir.resolve("snap_iter000020.fp32.safetensors");
        FileTime before = Files.getLastModifiedTime(snap);
        Files.setLastModifiedTime(snap, FileTime.fromMillis(before.toMillis() - 60_000));
        FileTime marked = Files.getLastModifiedTime(snap);
        StudyResults second = new StudyRunner(List.of(new SchemesAnalysis())).run(study,
                new RunOptions(tmp, tmp, 1), new NullProgressMonitor());
        assertEquals(marked, Files.getLastModifiedTime(snap), "the complete directory is reused, not retrained");
        assertEquals(first.table(TableIds.SCHEMES).orElseThrow().rows(),
                second.table(TableIds.SCHEMES).orElseThrow().rows().stream().toList());
        // Other settings: trained again.
        ((GeneratorSource) study.getSources().get(0)).setSeed(99);
        new StudyRunner(List.of(new SchemesAnalysis())).run(study, new RunOptions(tmp, tmp, 1), new NullProgressMonitor());
        assertFalse(Files.getLastModifiedTime(snap).equals(marked));
    }

    @Test
    void cancelledTrainingLeavesNoSourceDirectory(@TempDir Path tmp) {
        Study study = TestStudies.generatedStudy();
        ((GeneratorSource) study.getSources().get(0)).setIterations(400);
        CancelAfter monitor = new CancelAfter(3);
        assertThrows(OperationCanceledException.class, () -> new StudyRunner(List.of(new SchemesAnalysis()))
                .run(study, new RunOptions(tmp, tmp, 1), monitor));
        Path sources = tmp.resolve("sources");
        try (Stream<Path> s = Files.exists(sources) ? Files.list(sources) : Stream.empty()) {
            assertEquals(List.of(), s.toList(), "neither a partial nor a complete-looking directory");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void defaultRegistryRunsSchemesBeforeTheSweep() {
        List<String> ids = org.snapwear.study.analyses.StudyAnalyses.builtIn().stream().map(a -> a.id()).toList();
        assertTrue(ids.indexOf(TableIds.SCHEMES) >= 0 && ids.indexOf(TableIds.SCHEMES) < ids.indexOf(TableIds.SNAPDIS_SWEEP),
                ids.toString());
    }
}
