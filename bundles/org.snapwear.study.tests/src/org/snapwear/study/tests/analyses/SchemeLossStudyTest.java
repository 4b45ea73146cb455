package org.snapwear.study.tests.analyses;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.model.study.CodecParameter;
import org.snapwear.model.study.Scheme;
import org.snapwear.model.study.SnapwearFactory;
import org.snapwear.model.study.Study;
import org.snapwear.study.analyses.SchemesAnalysis;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.run.RunOptions;
import org.snapwear.study.run.StudyRunException;
import org.snapwear.study.run.StudyRunner;
import org.snapwear.study.sim.SchemeRuns;
import org.snapwear.study.tests.run.TestStudies;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * A study scheme that names a loss profile (parameter {@code loss}) on the cnn fixture: its row writes what the
 * compress simulation writes with the profile (called directly), less than the same scheme exact, with no more
 * erases; it is listed as lossy and never recommended; an unknown profile stops the run naming the valid ones.
 */
class SchemeLossStudyTest {

    private static Study study(String profile) {
        Study study = TestStudies.cnnStudy();
        Scheme lossy = TestStudies.scheme("dynrle-chain-aggressive", "dynrle", "huffman-exp",
                org.snapwear.model.study.SchemeMode.CHAIN);
        CodecParameter p = SnapwearFactory.eINSTANCE.createCodecParameter();
        p.setKey("loss");
        p.setValue(profile);
        lossy.getParameters().add(p);
        study.getSchemes().add(lossy);
        return study;
    }

    private static StudyResults run(Study study) throws Exception {
        Path work = Files.createTempDirectory("scheme-loss");
        return new StudyRunner(List.of(new SchemesAnalysis())).run(study, new RunOptions(work, work, 2),
                new NullProgressMonitor());
    }

    @Test
    void aLossySchemeWritesWhatCompressLossWritesAndIsNotRecommended() throws Exception {
        StudyResults results = run(study(LossProfiles.AGGRESSIVE));
        ResultTable t = results.table(TableIds.SCHEMES).orElseThrow();
        assertEquals(3, t.rowCount());
        assertEquals("dynrle-chain", t.text(1, "scheme"));
        assertEquals("dynrle-chain-aggressive", t.text(2, "scheme"));
        PlanLoss loss = new PlanLoss(LossProfiles.resolve(LossProfiles.AGGRESSIVE, List.of()), ExactGlobs.NONE);
        long compress = SchemeRuns.simulate(SnapshotSequence.discover(TestStudies.fixture()),
                new SchemeSpec("dynrle", "huffman-exp", SchemeMode.CHAIN, 5, 500), loss, r -> { }, Progress.NONE)
                .writtenBytes();
        assertEquals(compress, t.number(2, "written_bytes"));
        assertTrue(t.number(2, "written_bytes") < t.number(1, "written_bytes"));
        assertTrue(t.number(2, "erases") <= t.number(1, "erases"));
        assertTrue(t.number(2, "written_bytes") < t.number(0, "written_bytes"));
        // the least written scheme is the lossy one, yet the recommendation stays exact
        assertFalse(results.summary().get("least_written_scheme").display().contains("aggressive"));
        assertTrue(results.summary().get("lossy_schemes").display().startsWith(
                "dynrle-chain-aggressive: lossy aggressive, parameter error-bounded:abs=1e-3"),
                results.summary().get("lossy_schemes").display());
        assertTrue(results.warnings().stream().noneMatch(w -> w.contains("loss=")), "loss is an applied parameter");
    }

    @Test
    void anUnknownProfileStopsTheRunWithTheValidNames() {
        StudyRunException e = assertThrows(StudyRunException.class, () -> run(study("nope")));
        assertTrue(e.problems().get(0).contains("scheme 'dynrle-chain-aggressive': parameter loss: unknown loss "
                + "profile 'nope' (valid: exact, moments-8bit, aggressive, excp-4bit, sz-4bit)"), e.problems().toString());
    }
}
