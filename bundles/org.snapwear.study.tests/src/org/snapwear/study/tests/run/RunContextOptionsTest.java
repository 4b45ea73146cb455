package org.snapwear.study.tests.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.model.study.Study;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.run.Analysis;
import org.snapwear.study.run.RunContext;
import org.snapwear.study.run.RunOptions;
import org.snapwear.study.run.StudyRunner;

/**
 * The run's options travel in the {@link RunContext}, so an analysis reads the thread count and base directory
 * there and never calls back into the runner (which made the run and analyses packages a cycle).
 */
class RunContextOptionsTest {

    @Test
    void anAnalysisSeesTheOptionsTheRunnerWasGiven(@TempDir Path tmp) throws Exception {
        List<RunOptions> seen = new ArrayList<>();
        Analysis probe = new Analysis() {
            @Override
            public String id() {
                return "probe";
            }

            @Override
            public String title() {
                return "probe";
            }

            @Override
            public boolean enabled(Study study) {
                return true;
            }

            @Override
            public void run(RunContext context, IProgressMonitor monitor) {
                seen.add(context.options());
            }
        };
        RunOptions options = new RunOptions(tmp.resolve("work"), tmp.resolve("base"), 3);
        new StudyRunner(List.of(probe)).run(TestStudies.cnnStudy(), options, new NullProgressMonitor());
        assertEquals(List.of(options), seen);
    }

    @Test
    void aContextMadeFromAWorkDirectoryUsesItAsBaseAndOneThread(@TempDir Path tmp) {
        RunContext c = new RunContext(TestStudies.cnnStudy(), tmp, new StudyResults("t"));
        assertEquals(new RunOptions(tmp, tmp, 1), c.options());
        assertSame(tmp, c.workDir());
    }

    @Test
    void aContextMadeFromOptionsHandsThemOut(@TempDir Path tmp) {
        RunOptions options = new RunOptions(tmp, tmp.resolve("study"), 4);
        RunContext c = new RunContext(TestStudies.cnnStudy(), options, new StudyResults("t"));
        assertSame(options, c.options());
        assertEquals(tmp, c.workDir());
    }
}
