package org.snapwear.study.charts;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.snapwear.study.results.StudyResults;

/**
 * The seed charts Snapwear draws from a run's tables, in report order. {@link #charts(StudyResults)} builds those
 * whose table the run produced; {@link #chart} builds one, optionally restricted to some schemes (a two-scheme
 * comparison); {@link #compare} overlays two runs in one chart.
 */
public final class StudyCharts {

    private static final List<ChartBuilder> DEFINITIONS = List.of(new WrittenVolumeChart(), new ErasesChart(),
            new UsefulStorageChart(), new SaveRestoreTimeChart(), new SnapDisSweepChart(), new SweepChart(),
            new HeadingBitsChart(), new ExponentHistogramChart(), new SlcPagesChart(), new BuddyChart(), new BuddyAllocationsChart(),
            new PipelineChart(), new CandidatesChart(), new ResumeLossChart());

    private StudyCharts() {
    }

    /** Every chart definition, whether or not a given run can feed it. */
    public static List<ChartBuilder> definitions() {
        return DEFINITIONS;
    }

    public static Optional<ChartBuilder> definition(String chartId) {
        return DEFINITIONS.stream().filter(d -> d.id().equals(chartId)).findFirst();
    }

    /** The charts whose tables are present in this run, all schemes. */
    public static List<StudyChart> charts(StudyResults results) {
        return charts(results, null);
    }

    /** The charts whose tables are present, restricted to these schemes (null = all). */
    public static List<StudyChart> charts(StudyResults results, Set<String> schemes) {
        ChartContext ctx = new ChartContext(SchemePalette.of(results), schemes);
        List<StudyChart> out = new ArrayList<>();
        for (ChartBuilder b : DEFINITIONS) {
            if (b.available(results)) {
                out.add(build(b, results, ctx));
            }
        }
        return out;
    }

    /** One chart, if the run has its table; schemes restricts scheme-keyed charts (null = all). */
    public static Optional<StudyChart> chart(StudyResults results, String chartId, Set<String> schemes) {
        ChartBuilder b = definition(chartId).orElseThrow(() -> new IllegalArgumentException("no chart " + chartId));
        if (!b.available(results)) {
            return Optional.empty();
        }
        return Optional.of(build(b, results, new ChartContext(SchemePalette.of(results), schemes)));
    }

    /** Two runs in one chart; series are labelled by run (the study names, prefixed A:/B: when equal). */
    public static StudyChart compare(StudyResults a, StudyResults b, String chartId) {
        String la = a.studyName();
        String lb = b.studyName();
        if (la == null || lb == null || la.equals(lb)) {
            la = "A: " + la;
            lb = "B: " + lb;
        }
        return compare(a, la, b, lb, chartId, null);
    }

    /**
     * Two runs in one chart with explicit run labels, optionally restricted to some schemes. A chart with one
     * series per run (e.g. written volume: categories are schemes) gets series named by the run labels; charts
     * with several series per run name them "label · series".
     */
    public static StudyChart compare(StudyResults a, String labelA, StudyResults b, String labelB, String chartId,
            Set<String> schemes) {
        ChartBuilder def = definition(chartId).orElseThrow(() -> new IllegalArgumentException("no chart " + chartId));
        for (StudyResults r : List.of(a, b)) {
            if (!def.available(r)) {
                throw new IllegalArgumentException("run " + r.studyName() + " has no table " + def.tables().get(0)
                        + " for chart " + chartId);
            }
        }
        ChartContext ctx = new ChartContext(SchemePalette.of(a, b), schemes);
        var merged = ChartComparison.merge(def.build(a, ctx), labelA, def.build(b, ctx), labelB);
        merged.setTitle(def.title() + ": " + labelA + " vs " + labelB);
        merged.getTitle().setFont(ChartStyle.TITLE);
        merged.getTitle().setPaint(ChartStyle.TEXT);
        return new StudyChart(chartId, def.title() + ": " + labelA + " vs " + labelB, merged,
                present(def, a));
    }

    private static StudyChart build(ChartBuilder b, StudyResults results, ChartContext ctx) {
        return new StudyChart(b.id(), b.title(), b.build(results, ctx), present(b, results));
    }

    private static List<String> present(ChartBuilder b, StudyResults results) {
        return b.tables().stream().filter(t -> results.table(t).isPresent()).toList();
    }
}
