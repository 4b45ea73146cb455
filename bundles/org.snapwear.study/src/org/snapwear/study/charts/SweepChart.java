package org.snapwear.study.charts;

import java.awt.Color;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.annotations.XYTitleAnnotation;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.RectangleAnchor;
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
 * A sweep as small multiples: one panel per scheme and measure (write amplification, then block erases) against
 * snap_dis, one line per SSD configuration in the same colour in every panel. A line is named by the SSD settings
 * the grid varies only ("cost-benefit · 96 blocks/chip"), so the legend says what differs; a grid that varies no
 * SSD setting has one line per panel. Cells that failed have no device figures and no point. Table
 * {@link TableIds#SWEEP}; panels and lines in the table's cell order.
 */
public final class SweepChart implements ChartBuilder {

    public static final String ID = "sweep";

    /** The SSD settings of a cell, in the order a line's name lists them, with the word after the value. */
    private static final List<String[]> SETTINGS = List.of(new String[] {"policy", ""},
            new String[] {"over_provisioning", "op "}, new String[] {"gc_threshold", "gc "},
            new String[] {"blocks_per_chip", ""}, new String[] {"warmup", "warm-up "});

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
        List<String> varied = new ArrayList<>();
        for (String[] s : SETTINGS) {
            // a report of an older version may lack a column (warmup): it varied nothing then
            if (t.schema().keys().contains(s[0]) && TableRows.multiple(t, s[0])) {
                varied.add(s[0]);
            }
        }
        // scheme -> line -> points; lines keep one colour across panels
        Map<String, Map<String, XYSeries>> wa = new LinkedHashMap<>();
        Map<String, Map<String, XYSeries>> erases = new LinkedHashMap<>();
        List<String> lines = new ArrayList<>();
        for (List<Object> row : t.rows()) {
            String scheme = TableRows.text(t, row, "scheme");
            String line = line(t, row, varied);
            if (!lines.contains(line)) {
                lines.add(line);
            }
            Double w = TableRows.number(t, row, "write_amplification");
            Double e = TableRows.number(t, row, "erases");
            if (w == null || e == null) {
                continue; // a failed cell: nothing measured
            }
            double x = TableRows.require(t, row, "snap_dis");
            wa.computeIfAbsent(scheme, k -> new LinkedHashMap<>())
                    .computeIfAbsent(line, k -> new XYSeries(k, true, true)).add(x, w);
            erases.computeIfAbsent(scheme, k -> new LinkedHashMap<>())
                    .computeIfAbsent(line, k -> new XYSeries(k, true, true)).add(x, e);
        }
        CombinedDomainXYPlot plot = new CombinedDomainXYPlot(ChartStyle.integerAxis("snap_dis"));
        plot.setGap(14);
        for (Map.Entry<String, Map<String, XYSeries>> s : wa.entrySet()) {
            plot.add(sub(s.getValue(), lines, "WA", s.getKey(), "{0}: snap_dis {1}, WA {2}"), 1);
        }
        for (Map.Entry<String, Map<String, XYSeries>> s : erases.entrySet()) {
            plot.add(sub(s.getValue(), lines, "erases", s.getKey(), "{0}: snap_dis {1}, {2} erases"), 1);
        }
        // one legend entry per line, whichever panels have it (a scheme whose cells all failed has none)
        LegendItemCollection legend = new LegendItemCollection();
        for (int i = 0; i < lines.size(); i++) {
            legend.add(new LegendItem(lines.get(i), SchemePalette.hue(i)));
        }
        plot.setFixedLegendItems(legend);
        ChartStyle.style(plot);
        String each = varied.isEmpty() ? "one SSD configuration" : "each line one SSD configuration, the same colour "
                + "in every panel";
        return ChartStyle.chart(title(), "one panel per scheme and measure; " + each, plot, true);
    }

    /** The line's name: the values of the varied SSD settings ("cost-benefit · op 0.1 · 96 blocks/chip"). */
    private static String line(ResultTable t, List<Object> row, List<String> varied) {
        if (varied.isEmpty()) {
            return "SSD";
        }
        List<String> parts = new ArrayList<>();
        for (String[] s : SETTINGS) {
            if (varied.contains(s[0])) {
                String v = TableRows.text(t, row, s[0]);
                parts.add(s[0].equals("blocks_per_chip") ? v + " blocks/chip" : s[1] + v);
            }
        }
        return String.join(" · ", parts);
    }

    /** One panel: the measure on its axis, the scheme named inside the panel's top left corner. */
    private static XYPlot sub(Map<String, XYSeries> series, List<String> lines, String label, String scheme,
            String tip) {
        XYSeriesCollection data = new XYSeriesCollection();
        series.values().forEach(data::addSeries);
        XYLineAndShapeRenderer r = ChartStyle.lines(true);
        for (int i = 0; i < data.getSeriesCount(); i++) {
            ChartStyle.series(r, i, SchemePalette.hue(lines.indexOf(String.valueOf(data.getSeriesKey(i)))));
        }
        NumberFormat three = NumberFormat.getNumberInstance(Locale.ROOT);
        three.setMaximumFractionDigits(3);
        r.setDefaultToolTipGenerator(new StandardXYToolTipGenerator(tip, NumberFormat.getIntegerInstance(Locale.ROOT),
                three));
        XYPlot p = new XYPlot(data, null, ChartStyle.numberAxis(label, false), r);
        ChartStyle.style(p);
        TextTitle name = new TextTitle(label + " · " + scheme, ChartStyle.LEGEND);
        name.setPaint(ChartStyle.TEXT);
        name.setBackgroundPaint(new Color(255, 255, 255, 200));
        p.addAnnotation(new XYTitleAnnotation(0.01, 0.98, name, RectangleAnchor.TOP_LEFT));
        ChartStyle.headroom(p.getRangeAxis(), 0.25);
        return p;
    }
}
