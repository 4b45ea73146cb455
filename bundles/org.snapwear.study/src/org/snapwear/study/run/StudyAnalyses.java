package org.snapwear.study.run;

import java.util.ArrayList;
import java.util.List;

/**
 * The built-in analyses, in the order a run executes them. Each analysis is one line so helpers can register
 * theirs without touching others' lines. Order matters where one analysis reuses another's cached work through
 * {@link RunContext#cached}: schemes run before the snap_dis sweep.
 */
public final class StudyAnalyses {

    private StudyAnalyses() {
    }

    /** A new list of the built-in analyses in run order. */
    public static List<Analysis> builtIn() {
        List<Analysis> all = new ArrayList<>();
        // one line per analysis, in run order
        all.add(new org.snapwear.study.analyses.SchemesAnalysis());
        all.add(new org.snapwear.study.analyses.SnapDisSweepAnalysis());
        all.add(new org.snapwear.study.analyses.HeadingBitsAnalysis());
        all.add(new org.snapwear.study.analyses.ExponentHistogramAnalysis());
        all.add(new org.snapwear.study.analyses.SlcPagesAnalysis());
        all.add(new org.snapwear.study.analyses.BuddyStudyAnalysis());
        all.add(new org.snapwear.study.analyses.PipelineAnalysis());
        return all;
    }
}
