package org.snapwear.study.analyses;

import java.util.ArrayList;
import java.util.List;

import org.snapwear.study.run.Analysis;
import org.snapwear.study.run.RunContext;

/**
 * The built-in analyses, in the order a run executes them. Each analysis is one line so helpers can register
 * theirs without touching others' lines. Order matters where one analysis reuses another's cached work through
 * {@link RunContext#cached}: schemes run before the snap_dis sweep. The list lives with the analyses, not with
 * the runner: the runner is given it, so the run package never depends on this one (no package cycle).
 */
public final class StudyAnalyses {

    private StudyAnalyses() {
    }

    /** A new list of the built-in analyses in run order. */
    public static List<Analysis> builtIn() {
        List<Analysis> all = new ArrayList<>();
        // one line per analysis, in run order
        all.add(new SchemesAnalysis());
        all.add(new SnapDisSweepAnalysis());
        all.add(new HeadingBitsAnalysis());
        all.add(new ExponentHistogramAnalysis());
        all.add(new SlcPagesAnalysis());
        all.add(new BuddyStudyAnalysis());
        all.add(new PipelineAnalysis());
        return all;
    }
}
