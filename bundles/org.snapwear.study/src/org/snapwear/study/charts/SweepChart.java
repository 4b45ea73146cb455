package org.snapwear.study.charts;

import java.text.NumberFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.labels.StandardXYToolTipGenerator;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;

/**
 * A sweep (issue #20): write amplification (top) and block erases (bottom) against snap_dis, one line per scheme
 * and SSD configuration, so a reader sees at once which devices amplify a scheme's writes and how snap_dis moves
 * that. Table {@link TableIds#SWEEP}; series in the table's cell order.
 */
public final class SweepChart implements ChartBuilder {

    public static final String ID = "sweep";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Sweep: write amplification and erases vs snap_dis";
    }

    @Override
    public List<String> tables() {
        return List.of(TableIds.SWEEP);
    }

    @Override
    public JFreeChart build(StudyResults results, ChartContext ctx) {
        ResultTable t = results.table(TableIds.SWEEP).orElseThrow();
        Map<String, XYSeries> wa = new LinkedHashMap<>();
        Map<String, XYSeries> erases = new LinkedHashMap<>();
        for (List<Object> row : t.rows()) {
            String key = label(t, row);
            double x = TableRows.require(t, row, "snap_dis");
            wa.computeIfAbsent(key, k -> new XYSeries(k, true, true)).add(x,
                    TableRows.require(t, row, "write_amplification"));
            erases.computeIfAbsent(key, k -> new XYSeries(k, true, true)).add(x, TableRows.require(t, row, "erases"));
        }
        CombinedDomainXYPlot plot = new CombinedDomainXYPlot(ChartStyle.integerAxis("snap_dis"));
        plot.setGap(14);
        plot.add(sub(wa, "write amplification", "{0}: snap_dis {1}, WA {2}", true), 1);
        plot.add(sub(erases, "block erases", "{0}: snap_dis {1}, {2} erases", false), 1);
        ChartStyle.style(plot);
        return ChartStyle.chart(title(), "each line: one scheme on one SSD configuration", plot, true);
    }

    /** "scheme · policy op X gc Y N blocks/chip", from the row's own columns. */
    private static String label(ResultTable t, List<Object> row) {
        return String.format(Locale.ROOT, "%s · %s op %s gc %s %s blocks/chip", TableRows.text(t, row, "scheme"),
                TableRows.text(t, row, "policy"), TableRows.text(t, row, "over_provisioning"),
                TableRows.text(t, row, "gc_threshold"), TableRows.text(t, row, "blocks_per_chip"));
    }

    private static XYPlot sub(Map<String, XYSeries> series, String label, String tip, boolean legend) {
        XYSeriesCollection data = new XYSeriesCollection();
        series.values().forEach(data::addSeries);
        XYLineAndShapeRenderer r = ChartStyle.lines(true);
        for (int i = 0; i < data.getSeriesCount(); i++) {
            ChartStyle.series(r, i, SchemePalette.hue(i));
        }
        r.setDefaultSeriesVisibleInLegend(legend);
        NumberFormat three = NumberFormat.getNumberInstance(Locale.ROOT);
        three.setMaximumFractionDigits(3);
        r.setDefaultToolTipGenerator(new StandardXYToolTipGenerator(tip, NumberFormat.getIntegerInstance(Locale.ROOT),
                three));
        XYPlot p = new XYPlot(data, null, ChartStyle.numberAxis(label, true), r);
        ChartStyle.style(p);
        return p;
    }
}
