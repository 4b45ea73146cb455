package org.snapwear.study.charts;

import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;

/**
 * [Delta snapshots, docs/papers.md#delta-snapshots] Table 10: the snap_dis sweep. Top: written volume (% of raw) against snap_dis, one line per codec and
 * mode; the recommended snap_dis of each mode is a vertical marker. Bottom: the most snapshots' worth of bytes
 * kept on the device, with the storage limit as a horizontal line; points over the limit are drawn hollow.
 * Tables {@link TableIds#SNAPDIS_SWEEP} and (optional, markers) {@link TableIds#SNAPDIS_RECOMMENDATION}.
 */
public final class SnapDisSweepChart implements ChartBuilder {

    public static final String ID = "snapdis_sweep";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "snap_dis sweep";
    }

    @Override
    public List<String> tables() {
        return List.of(TableIds.SNAPDIS_SWEEP, TableIds.SNAPDIS_RECOMMENDATION);
    }

    @Override
    public JFreeChart build(StudyResults results, ChartContext ctx) {
        ResultTable t = results.table(TableIds.SNAPDIS_SWEEP).orElseThrow();
        boolean multi = TableRows.multiple(t, "source");
        Map<String, XYSeries> written = new LinkedHashMap<>();
        Map<String, XYSeries> kept = new LinkedHashMap<>();
        Map<String, List<Boolean>> within = new LinkedHashMap<>();
        for (List<Object> row : t.rows()) {
            String key = TableRows.label(TableRows.text(t, row, "codec") + " · " + TableRows.text(t, row, "mode"),
                    TableRows.text(t, row, "source"), multi);
            double x = TableRows.require(t, row, "snap_dis");
            written.computeIfAbsent(key, k -> new XYSeries(k, false, true)).add(x,
                    TableRows.require(t, row, "written_pct"));
            kept.computeIfAbsent(key, k -> new XYSeries(k, false, true)).add(x,
                    TableRows.require(t, row, "max_useful_snapshots"));
            within.computeIfAbsent(key, k -> new ArrayList<>()).add(TableRows.truth(t, row, "within_limit"));
        }
        CombinedDomainXYPlot plot = new CombinedDomainXYPlot(ChartStyle.integerAxis("snap_dis"));
        plot.setGap(14);
        XYPlot top = sub(written, within, "written (% of raw)", "{0}: snap_dis {1} writes {2} % of raw", true);
        XYPlot bottom = sub(kept, within, "max. kept (snapshots)", "{0}: snap_dis {1} keeps up to {2} snapshots",
                false);
        double maxX = written.values().stream().mapToDouble(XYSeries::getMaxX).max().orElse(1);
        results.table(TableIds.SNAPDIS_RECOMMENDATION).ifPresent(rec -> markers(rec, top, bottom, maxX));
        plot.add(top, 3);
        plot.add(bottom, 2);
        ChartStyle.style(plot);
        return ChartStyle.chart(title(), "Delta snapshots (Wang et al. 2019), Table 10 · hollow points exceed the storage limit", plot, true);
    }

    private static XYPlot sub(Map<String, XYSeries> series, Map<String, List<Boolean>> within, String label,
            String tip, boolean legend) {
        XYSeriesCollection data = new XYSeriesCollection();
        series.values().forEach(data::addSeries);
        Map<String, List<Boolean>> filled = Map.copyOf(within);
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, true) {
            private static final long serialVersionUID = 1L;

            @Override
            public boolean getItemShapeFilled(int s, int item) {
                // Looked up by key: a comparison renames the series, and then all points are drawn filled.
                List<Boolean> f = filled.get(String.valueOf(getPlot().getDataset().getSeriesKey(s)));
                return f == null || item >= f.size() || f.get(item);
            }
        };
        r.setDefaultStroke(ChartStyle.LINE);
        r.setAutoPopulateSeriesStroke(false);
        r.setUseFillPaint(true);
        r.setDefaultFillPaint(java.awt.Color.WHITE);
        r.setDrawOutlines(true);
        r.setUseOutlinePaint(false);
        for (int i = 0; i < data.getSeriesCount(); i++) {
            ChartStyle.series(r, i, SchemePalette.hue(i));
            r.setSeriesShape(i, new java.awt.geom.Ellipse2D.Double(-4.5, -4.5, 9, 9));
            r.setSeriesFillPaint(i, SchemePalette.hue(i));
        }
        r.setDefaultSeriesVisibleInLegend(legend);
        NumberFormat two = NumberFormat.getNumberInstance(Locale.ROOT);
        two.setMaximumFractionDigits(2);
        r.setDefaultToolTipGenerator(new org.jfree.chart.labels.StandardXYToolTipGenerator(tip,
                NumberFormat.getIntegerInstance(Locale.ROOT), two));
        XYPlot p = new XYPlot(data, null, ChartStyle.numberAxis(label, true), r);
        ChartStyle.style(p);
        return p;
    }

    private static void markers(ResultTable rec, XYPlot top, XYPlot bottom, double maxX) {
        java.util.Set<Double> limits = new java.util.HashSet<>();
        // Modes recommending the same snap_dis share one line and one label.
        Map<Double, List<String>> recommended = new java.util.TreeMap<>();
        for (List<Object> row : rec.rows()) {
            Double limit = TableRows.number(rec, row, "storage_limit_snapshots");
            if (limit != null && limits.add(limit)) {
                bottom.addRangeMarker(ChartStyle.marker(limit,
                        String.format(Locale.ROOT, "storage limit %s snapshots", fmt(limit)), ChartStyle.LIMIT,
                        false));
            }
            Double best = TableRows.number(rec, row, "recommended_snap_dis");
            if (best != null && best > 0) {
                recommended.computeIfAbsent(best, b -> new ArrayList<>()).add(TableRows.text(rec, row, "mode"));
            }
        }
        recommended.forEach((best, modes) -> top.addDomainMarker(ChartStyle.marker(best,
                String.format(Locale.ROOT, "recommended snap_dis %s (%s)", fmt(best), String.join(", ", modes)),
                ChartStyle.LIMIT, true, best > 0.7 * maxX)));
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.2f", v);
    }
}
