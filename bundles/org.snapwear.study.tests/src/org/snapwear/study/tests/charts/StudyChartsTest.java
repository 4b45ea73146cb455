package org.snapwear.study.tests.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Paint;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.Marker;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.CategoryItemRenderer;
import org.jfree.chart.renderer.xy.XYItemRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.data.category.CategoryDataset;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.snapwear.study.charts.StudyChart;
import org.snapwear.study.charts.StudyCharts;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.tests.report.SyntheticResults;

/** Each chart's datasets hold exactly its table's values (read back from JFreeChart), plus colours and compare. */
class StudyChartsTest {

    private final StudyResults run = SyntheticResults.create();

    private JFreeChart chart(String id) {
        return StudyCharts.chart(run, id, null).orElseThrow().chart();
    }

    private ResultTable table(String id) {
        return run.table(id).orElseThrow();
    }

    /** Expected XY points per series key, straight from the table. */
    private static Map<String, List<List<Double>>> expected(ResultTable t, String seriesKey, String x, String y) {
        Map<String, List<List<Double>>> out = new LinkedHashMap<>();
        for (int i = 0; i < t.rowCount(); i++) {
            if (!(t.cell(i, y) instanceof Number)) {
                continue;
            }
            out.computeIfAbsent(t.text(i, seriesKey), k -> new ArrayList<>()).add(List.of(t.number(i, x),
                    t.number(i, y)));
        }
        return out;
    }

    private static Map<String, List<List<Double>>> actual(XYDataset d) {
        Map<String, List<List<Double>>> out = new LinkedHashMap<>();
        for (int s = 0; s < d.getSeriesCount(); s++) {
            out.put(String.valueOf(d.getSeriesKey(s)), ChartValues.points(d, s));
        }
        return out;
    }

    @Test
    void everyChartIsBuiltFromTheFixtureInDefinitionOrder() {
        List<StudyChart> charts = StudyCharts.charts(run);
        assertEquals(StudyCharts.definitions().stream().map(d -> d.id()).toList(),
                charts.stream().map(StudyChart::id).toList());
        for (StudyChart c : charts) {
            assertTrue(run.table(c.primaryTable()).isPresent(), c.id());
        }
    }

    @Test
    void onlyChartsWhoseTablesArePresent() {
        StudyResults partial = new StudyResults("partial");
        partial.add(table(TableIds.PIPELINE));
        partial.add(table(TableIds.SLC_PAGES));
        assertEquals(List.of("slc_pages", "pipeline"), StudyCharts.charts(partial).stream().map(StudyChart::id)
                .toList());
        assertTrue(StudyCharts.chart(partial, "written_volume", null).isEmpty());
        assertThrows(IllegalArgumentException.class, () -> StudyCharts.chart(partial, "no_such_chart", null));
    }

    @Test
    void writtenVolumeAndErasesAreTheSchemesColumns() {
        ResultTable t = table(TableIds.SCHEMES);
        CategoryDataset w = ChartValues.category(chart("written_volume"), 0).getDataset();
        CategoryDataset e = ChartValues.category(chart("erases"), 0).getDataset();
        assertEquals(SyntheticResults.SCHEMES, ChartValues.columnKeys(w));
        assertEquals(1, w.getRowCount());
        for (int i = 0; i < t.rowCount(); i++) {
            assertEquals(t.number(i, "written_pct"), w.getValue(0, i).doubleValue(), 0.0);
            assertEquals(t.number(i, "erases"), e.getValue(0, i).doubleValue(), 0.0);
        }
        // written_pct is what the fixture computed from bytes: the chart does not recompute it.
        assertEquals(100.0 * t.number(2, "written_bytes") / t.number(2, "raw_bytes"), w.getValue(0, 2).doubleValue(),
                1e-9);
    }

    @Test
    void perSnapshotLinesAreTheSnapshotsColumns() {
        ResultTable t = table(TableIds.SNAPSHOTS);
        assertEquals(expected(t, "scheme", "iteration", "useful_bytes"),
                actual(ChartValues.xy(chart("useful_storage"), 0).getDataset()));
        JFreeChart sr = chart("save_restore_time");
        assertEquals(expected(t, "scheme", "iteration", "save_ms"), actual(ChartValues.xy(sr, 0).getDataset()));
        assertEquals(expected(t, "scheme", "iteration", "restore_ms"), actual(ChartValues.xy(sr, 1).getDataset()));
        assertEquals(SyntheticResults.SNAPSHOTS, ChartValues.xy(sr, 0).getDataset().getItemCount(0));
    }

    @Test
    void sweepShowsWrittenAndKeptWithRecommendationAndLimit() {
        ResultTable t = table(TableIds.SNAPDIS_SWEEP);
        JFreeChart c = chart("snapdis_sweep");
        Map<String, List<List<Double>>> written = new LinkedHashMap<>();
        Map<String, List<List<Double>>> kept = new LinkedHashMap<>();
        for (int i = 0; i < t.rowCount(); i++) {
            String key = t.text(i, "codec") + " · " + t.text(i, "mode");
            written.computeIfAbsent(key, k -> new ArrayList<>()).add(List.of(t.number(i, "snap_dis"),
                    t.number(i, "written_pct")));
            kept.computeIfAbsent(key, k -> new ArrayList<>()).add(List.of(t.number(i, "snap_dis"),
                    t.number(i, "max_useful_snapshots")));
        }
        assertEquals(written, actual(ChartValues.xy(c, 0).getDataset()));
        assertEquals(kept, actual(ChartValues.xy(c, 1).getDataset()));
        ResultTable rec = table(TableIds.SNAPDIS_RECOMMENDATION);
        java.util.TreeSet<Double> recommended = new java.util.TreeSet<>();
        for (int i = 0; i < rec.rowCount(); i++) {
            recommended.add(rec.number(i, "recommended_snap_dis"));
        }
        // Modes recommending the same snap_dis share one marker.
        assertEquals(new ArrayList<>(recommended), values(ChartValues.xy(c, 0).getDomainMarkers(Layer.FOREGROUND)));
        assertEquals(List.of(rec.number(0, "storage_limit_snapshots")),
                values(ChartValues.xy(c, 1).getRangeMarkers(Layer.FOREGROUND)));
    }

    @Test
    void headingBitsHaveFourMeasures() {
        ResultTable t = table(TableIds.HEADING_BITS);
        XYDataset d = ChartValues.xy(chart("heading_bits"), 0).getDataset();
        assertEquals(4, d.getSeriesCount());
        String[] keys = {"heading_ge4", "heading_ge8", "heading_ge12", "equal_params"};
        for (int k = 0; k < 4; k++) {
            List<List<Double>> points = new ArrayList<>();
            for (int i = 0; i < t.rowCount(); i++) {
                points.add(List.of(t.number(i, "to_iteration"), t.number(i, keys[k])));
            }
            assertEquals(points, ChartValues.points(d, k), keys[k]);
        }
    }

    @Test
    void exponentHistogramHasOneLinePerSnapshot() {
        ResultTable t = table(TableIds.EXPONENT_HISTOGRAM);
        Map<String, List<List<Double>>> want = new LinkedHashMap<>();
        expected(t, "iteration", "exponent", "count").forEach((k, v) -> want.put("iteration " + k, v));
        assertEquals(want, actual(ChartValues.xy(chart("exponent_histogram"), 0).getDataset()));
    }

    @Test
    void slcPagesAgainstBaseline() {
        ResultTable t = table(TableIds.SLC_PAGES);
        CategoryDataset d = ChartValues.category(chart("slc_pages"), 0).getDataset();
        assertEquals(2, d.getRowCount());
        for (int i = 0; i < t.rowCount(); i++) {
            assertEquals(t.text(i, "codec"), d.getColumnKey(i));
            assertEquals(t.number(i, "pages_written"), d.getValue(0, i).doubleValue(), 0.0);
            assertEquals(t.number(i, "baseline_pages"), d.getValue(1, i).doubleValue(), 0.0);
        }
    }

    @Test
    void buddyCapacityAccessAndAllocations() {
        ResultTable t = table(TableIds.BUDDY);
        JFreeChart c = chart("buddy");
        CategoryDataset cap = ChartValues.category(c, 0).getDataset();
        CategoryDataset acc = ChartValues.category(c, 1).getDataset();
        for (int i = 0; i < t.rowCount(); i++) {
            String comp = t.text(i, "compressor");
            assertEquals(t.number(i, "capacity_expansion"), cap.getValue(t.text(i, "image"), comp).doubleValue(), 0);
            assertEquals(t.number(i, "buddy_access_fraction"), acc.getValue(t.text(i, "image"), comp).doubleValue(),
                    0);
        }
        ResultTable a = table(TableIds.BUDDY_ALLOCATIONS);
        CategoryPlot p = ChartValues.category(chart("buddy_allocations"), 0);
        for (int i = 0; i < a.rowCount(); i++) {
            assertEquals(a.number(i, "compression_ratio"), p.getDataset(0).getValue(a.text(i, "compressor"),
                    a.text(i, "allocation")).doubleValue(), 0);
            assertEquals(a.number(i, "target_ratio"), p.getDataset(1).getValue("target ratio", a.text(i,
                    "allocation")).doubleValue(), 0);
        }
        assertEquals(a.rowCount(), p.getDataset(0).getRowCount() * p.getDataset(0).getColumnCount());
    }

    @Test
    void pipelineCurvesAndMarkers() {
        ResultTable t = table(TableIds.PIPELINE);
        XYPlot p = ChartValues.xy(chart("pipeline"), 0);
        XYDataset d = p.getDataset();
        String[] keys = {"t_uncompressed_s", "t_zip_s", "t_pipeline_s", "simulated_pipeline_s"};
        assertEquals(4, d.getSeriesCount());
        for (int k = 0; k < 4; k++) {
            List<List<Double>> points = new ArrayList<>();
            for (int i = 0; i < t.rowCount(); i++) {
                if (t.cell(i, keys[k]) instanceof Number) {
                    points.add(List.of(t.number(i, "processes"), t.number(i, keys[k])));
                }
            }
            assertEquals(points, ChartValues.points(d, k), keys[k]);
        }
        assertEquals(7, d.getItemCount(3), "simulated only up to p = 64");
        java.util.TreeSet<Double> want = new java.util.TreeSet<>();
        for (String key : List.of("k", "k_prime", "k_double_prime", "p0",
                "p0_pipelined")) {
            want.add(run.summaryNumber(key).getAsDouble());
        }
        // Coinciding points share a marker: k'' = p0 = 400 and k' = p0' = 200 with the fixture's parameters.
        assertEquals(new ArrayList<>(want), values(p.getDomainMarkers(Layer.FOREGROUND)));
        assertEquals(3, want.size());
        List<String> labels = p.getDomainMarkers(Layer.FOREGROUND).stream().map(m -> ((Marker) m).getLabel()).toList();
        assertEquals(List.of("k = 100", "k' = p0' = 200", "k'' = p0 = 400"), labels);
    }

    @Test
    void everyRendererHasTooltips() {
        for (StudyChart c : StudyCharts.charts(run)) {
            for (Plot p : ChartValues.plots(c.chart())) {
                if (p instanceof XYPlot xy) {
                    for (int i = 0; i < xy.getDatasetCount(); i++) {
                        XYItemRenderer r = xy.getRenderer(i);
                        assertNotNull(r.getDefaultToolTipGenerator(), c.id());
                        String tip = r.getDefaultToolTipGenerator().generateToolTip(xy.getDataset(i), 0, 0);
                        assertTrue(tip != null && !tip.isBlank(), c.id());
                    }
                } else {
                    CategoryPlot cp = (CategoryPlot) p;
                    for (int i = 0; i < cp.getDatasetCount(); i++) {
                        CategoryItemRenderer r = cp.getRenderer(i);
                        assertNotNull(r.getDefaultToolTipGenerator(), c.id());
                        String tip = r.getDefaultToolTipGenerator().generateToolTip(cp.getDataset(i), 0, 0);
                        assertTrue(tip != null && !tip.isBlank(), c.id());
                    }
                }
            }
        }
        String tip = ChartValues.category(chart("written_volume"), 0).getRenderer().getDefaultToolTipGenerator()
                .generateToolTip(ChartValues.category(chart("written_volume"), 0).getDataset(), 0, 2);
        assertTrue(tip.startsWith("dynrle-progressive: wrote "), tip);
    }

    @Test
    void aSchemeHasOneColourInEveryChartAndSubset() {
        CategoryPlot bars = ChartValues.category(chart("written_volume"), 0);
        XYPlot lines = ChartValues.xy(chart("useful_storage"), 0);
        XYPlot save = ChartValues.xy(chart("save_restore_time"), 1);
        JFreeChart subset = StudyCharts.chart(run, "useful_storage", Set.of("dynrle-progressive", "gzip-chain"))
                .orElseThrow().chart();
        XYPlot sub = ChartValues.xy(subset, 0);
        assertEquals(List.of("gzip-chain", "dynrle-progressive"), ChartValues.keys(sub.getDataset()));
        List<Paint> seen = new ArrayList<>();
        for (int s = 0; s < SyntheticResults.SCHEMES.size(); s++) {
            String scheme = SyntheticResults.SCHEMES.get(s);
            Paint bar = bars.getRenderer().getItemPaint(0, s);
            assertEquals(bar, lines.getRenderer().getItemPaint(ChartValues.seriesIndex(lines.getDataset(), scheme), 0));
            assertEquals(bar, save.getRenderer().getItemPaint(ChartValues.seriesIndex(save.getDataset(), scheme), 0));
            if (s == 1 || s == 2) {
                assertEquals(bar, sub.getRenderer().getItemPaint(ChartValues.seriesIndex(sub.getDataset(), scheme), 0));
            }
            assertFalse(seen.contains(bar), "distinct colours");
            seen.add(bar);
        }
        // The subset restricts the bar charts too.
        CategoryDataset two = ChartValues.category(StudyCharts.chart(run, "erases", Set.of("complete",
                "rle4gz-chain")).orElseThrow().chart(), 0).getDataset();
        assertEquals(List.of("complete", "rle4gz-chain"), ChartValues.columnKeys(two));
    }

    @Test
    void compareHasOneSeriesPerRun() {
        StudyResults b = SyntheticResults.create("tuned", 0.8);
        StudyChart c = StudyCharts.compare(run, b, "written_volume");
        CategoryDataset d = ChartValues.category(c.chart(), 0).getDataset();
        assertEquals(List.of(run.studyName(), "tuned"), ChartValues.rowKeys(d));
        assertEquals(SyntheticResults.SCHEMES, ChartValues.columnKeys(d));
        ResultTable ta = table(TableIds.SCHEMES);
        ResultTable tb = b.table(TableIds.SCHEMES).orElseThrow();
        for (int i = 0; i < ta.rowCount(); i++) {
            assertEquals(ta.number(i, "written_pct"), d.getValue(0, i).doubleValue(), 0);
            assertEquals(tb.number(i, "written_pct"), d.getValue(1, i).doubleValue(), 0);
        }
        assertTrue(d.getValue(1, 2).doubleValue() < d.getValue(0, 2).doubleValue(), "smaller deltas in run b");
        assertNotNull(c.chart().getLegend(), "the runs need a legend");
        assertTrue(c.title().contains("tuned"));

        // A line chart restricted to one scheme: again one series per run, each with that run's values.
        StudyChart lines = StudyCharts.compare(run, "A", b, "B", "useful_storage", Set.of("dynrle-progressive"));
        XYDataset x = ChartValues.xy(lines.chart(), 0).getDataset();
        assertEquals(List.of("A", "B"), ChartValues.keys(x));
        assertEquals(expected(b.table(TableIds.SNAPSHOTS).orElseThrow(), "scheme", "iteration", "useful_bytes")
                .get("dynrle-progressive"), ChartValues.points(x, 1));

        // All schemes: "run · scheme" series; a scheme keeps its colour in both runs, the second run is dashed.
        StudyChart all = StudyCharts.compare(run, "A", b, "B", "useful_storage", null);
        XYPlot ap = ChartValues.xy(all.chart(), 0);
        assertEquals(2 * SyntheticResults.SCHEMES.size(), ap.getDataset().getSeriesCount());
        int ia = ChartValues.seriesIndex(ap.getDataset(), "A · gzip-chain");
        int ib = ChartValues.seriesIndex(ap.getDataset(), "B · gzip-chain");
        assertEquals(ap.getRenderer().getSeriesPaint(ia), ap.getRenderer().getSeriesPaint(ib));
        assertTrue(((java.awt.BasicStroke) ap.getRenderer().getSeriesStroke(ib)).getDashArray() != null);
        assertTrue(((java.awt.BasicStroke) ap.getRenderer().getSeriesStroke(ia)).getDashArray() == null);

        keep(c, "compare_written_volume");
        keep(lines, "compare_useful_storage");
        keep(StudyCharts.compare(run, "A", b, "B", "save_restore_time", null), "compare_save_restore_time");

        // Same study name twice: labels get A:/B: so the series stay distinct.
        StudyChart same = StudyCharts.compare(run, SyntheticResults.create(), "erases");
        assertEquals(List.of("A: " + run.studyName(), "B: " + run.studyName()),
                ChartValues.rowKeys(ChartValues.category(same.chart(), 0).getDataset()));
    }

    /** Comparison charts kept as PNG under target/charts for people to look at (with -Dsnapwear.bundle.dir). */
    private static void keep(StudyChart c, String name) {
        String bundle = System.getProperty("snapwear.bundle.dir");
        if (bundle == null) {
            return;
        }
        try {
            java.nio.file.Path dir = java.nio.file.Path.of(bundle, "target", "charts");
            java.nio.file.Files.createDirectories(dir);
            org.snapwear.study.report.ChartExport.png(c, 1000, 600, dir.resolve(name + ".png"));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static List<Double> values(Collection<?> markers) {
        List<Double> out = new ArrayList<>();
        if (markers != null) {
            for (Object m : markers) {
                out.add(((ValueMarker) (Marker) m).getValue());
            }
        }
        return out;
    }
}
