package org.snapwear.study.resume;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;
import org.snapwear.codec.loss.LossProfileException;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.model.study.Study;
import org.snapwear.study.analyses.StudyAnalyses;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.run.Analysis;
import org.snapwear.study.run.ProgressOnMonitor;
import org.snapwear.study.run.RunContext;
import org.snapwear.trace.io.FileTrees;

/**
 * The demo's resume check: the trade-off of the loss profiles shown on any machine. A small Adam run of the built-in
 * generator ({@link BuiltInCheckpoint}) is resumed {@link #SETUP}'s steps from its exact checkpoint and from the
 * same checkpoint through {@code moments-8bit} and {@code aggressive}, three seeds each, as
 * {@code snapwear resume-check CKPT --steps 40 --no-control --loss moments-8bit --loss aggressive} does; its tables
 * ({@code resume_arms}, {@code resume_loss} and so the chart) join the demo's report and each arm's finding its
 * summary ({@link #SUMMARY_PREFIX}ARM). Only the demo runs it: {@link #analyses()} is the list the demo's runner is
 * given (a user study is not changed).
 */
public final class DemoResumeAnalysis implements Analysis {
    public static final String ID = "resume_check";
    /** Summary key of an arm's one-line finding: this prefix and the arm's name. */
    public static final String SUMMARY_PREFIX = "resume_check_";
    /** Configuration key of what was checked. */
    public static final String CONFIGURATION = "resume_check";
    /** The demo's check: 40 steps, seeds 1..3, the two built-in lossy profiles, no control arm, no restart. */
    public static final ResumeCheckSetup SETUP = new ResumeCheckSetup(40, List.of(1L, 2L, 3L),
            List.of(LossProfiles.MOMENTS_8BIT, LossProfiles.AGGRESSIVE), null, 0, false, null, 1);

    /** The built-in analyses followed by this one: what {@code snapwear demo} and the workbench's demo run. */
    public static List<Analysis> analyses() {
        List<Analysis> all = new ArrayList<>(StudyAnalyses.builtIn());
        all.add(new DemoResumeAnalysis());
        return all;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Resume check on the built-in generator";
    }

    /** Always: the runner is given this analysis only for the demo ({@link #analyses()}). */
    @Override
    public boolean enabled(Study study) {
        return true;
    }

    @Override
    public void run(RunContext context, IProgressMonitor monitor) throws Exception {
        SubMonitor sub = SubMonitor.convert(monitor, title(), 100);
        Path dir = context.workDir().resolve("resume-check");
        if (Files.exists(dir)) {
            FileTrees.deleteTree(dir);
        }
        try {
            ResumeCheckResult r = check(dir, sub);
            add(context.results(), r, BuiltInCheckpoint.describe());
        } catch (CancellationException e) {
            throw new OperationCanceledException(e.getMessage());
        } finally {
            // the checkpoints and runs are scratch: the tables hold what the check found
            if (Files.exists(dir)) {
                FileTrees.deleteTree(dir);
            }
        }
    }

    /** Generates the checkpoint into {@code dir} and runs {@link #SETUP} on it (the work under {@code dir}). */
    public static ResumeCheckResult check(Path dir, IProgressMonitor monitor) throws IOException {
        SubMonitor sub = SubMonitor.convert(monitor, 100);
        try {
            return SETUP.run(null, dir, new ProgressOnMonitor(sub.split(10)), new ProgressOnMonitor(sub.split(90)));
        } catch (LossProfileException e) {
            throw new IllegalStateException("a built-in loss profile is missing: " + e.getMessage(), e);
        }
    }

    /** The check's tables, its settings as configuration, a finding per arm in the summary, failures as warnings. */
    public static void add(StudyResults out, ResumeCheckResult r, String checkpoint) {
        ResumeResults.addTo(out, r);
        out.putConfiguration(CONFIGURATION, checkpoint + "; " + r.command() + "; seeds " + r.seeds() + "; window "
                + r.window());
        for (ArmVerdict v : ArmVerdict.of(r)) {
            out.putSummary(SUMMARY_PREFIX + v.arm(), v.line());
        }
        for (RunFailure f : r.failures()) {
            out.warn("resume check: " + f.line());
        }
    }
}
