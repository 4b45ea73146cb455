package org.snapwear.study.charts;

import java.awt.Color;
import java.awt.geom.Ellipse2D;
import java.text.NumberFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.labels.StandardXYToolTipGenerator;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;

/**
 * [PCCR, docs/papers.md#pccr] Fig. 12: checkpoint time against the number of processes p without compression (Tu), with serial
 * compression (Tz) and pipelined (Tp), plus the simulated pipeline where the run simulated it. The saturation
 * points k, k', k'' and the beneficial points p0, p0' are vertical markers, read from the run's summary under
 * {@link #SUMMARY_MARKERS}' keys (absent keys: no marker). Table {@link TableIds#PIPELINE}.
 */
public final class PipelineChart implements ChartBuilder {

    public static final String ID = "pipeline";

    /** Summary keys of the markers, and their labels. */
    public static final Map<String, String> SUMMARY_MARKERS = markers();

    static final String[] KEYS = {"t_uncompressed_s", "t_zip_s", "t_pipeline_s", "simulated_pipeline_s"};
    static final String[] NAMES = {"Tu uncompressed", "Tz serial compression", "Tp pipelined", "simulated pipeline"};

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Checkpoint time vs processes";
    }

    @Override
    public List<String> tables() {
        return List.of(TableIds.PIPELINE);
    }

    @Override
    public JFreeChart build(StudyResults results, ChartContext ctx) {
        ResultTable t = results.table(TableIds.PIPELINE).orElseThrow();
        XYSeries[] series = new XYSeries[KEYS.length];
        for (int k = 0; k < KEYS.length; k++) {
            series[k] = new XYSeries(NAMES[k], true, false);
        }
        double maxP = 1;
        for (List<Object> row : t.rows()) {
            double p = TableRows.require(t, row, "processes");
            maxP = Math.max(maxP, p);
            for (int k = 0; k < KEYS.length; k++) {
                Double y = TableRows.number(t, row, KEYS[k]);
                if (y != null) {
                    series[k].add(p, y);
                }
            }
        }
        XYSeriesCollection data = new XYSeriesCollection();
        for (XYSeries s : series) {
            if (s.getItemCount() > 0) {
                data.addSeries(s);
            }
        }
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, false) {
            private static final long serialVersionUID = 1L;

            @Override
            public boolean getItemLineVisible(int s, int item) {
                // The simulation is sampled at a few p: points, not a curve.
                return !simulated(getPlot().getDataset().getSeriesKey(s)) && super.getItemLineVisible(s, item);
            }

            @Override
            public boolean getItemShapeVisible(int s, int item) {
                return simulated(getPlot().getDataset().getSeriesKey(s));
            }
        };
        r.setAutoPopulateSeriesStroke(false);
        r.setDefaultStroke(ChartStyle.LINE);
        Color[] colours = {new Color(0x7F7F7F), SchemePalette.hue(1), SchemePalette.hue(0), new Color(0x222222)};
        for (int i = 0; i < data.getSeriesCount(); i++) {
            int k = java.util.Arrays.asList(NAMES).indexOf((String) data.getSeriesKey(i));
            ChartStyle.series(r, i, colours[k]);
            r.setSeriesShape(i, new Ellipse2D.Double(-4.5, -4.5, 9, 9));
        }
        NumberFormat secs = NumberFormat.getNumberInstance(Locale.ROOT);
        secs.setMaximumFractionDigits(3);
        r.setDefaultToolTipGenerator(new StandardXYToolTipGenerator("{0}: p = {1}: {2} s",
                NumberFormat.getIntegerInstance(Locale.ROOT), secs));
        XYPlot plot = new XYPlot(data, processAxis(maxP), ChartStyle.numberAxis("checkpoint time (s)", true), r);
        ChartStyle.style(plot);
        addMarkers(plot, results, maxP);
        return ChartStyle.chart(title(), "PCCR (Liu et al. 2015), Fig. 12 · PCCR model; markers: saturation k, k', k'', "
                + "beneficial points p0, p0'", plot, true);
    }

    /**
     * Vertical markers at k, k', k'', p0, p0' from the summary; points that coincide (k'' = p0 is common) share
     * one line and one label ("k'' = p0 = 400"). Labels near the right edge go left of their line.
     */
    private static void addMarkers(XYPlot plot, StudyResults results, double maxP) {
        Map<Double, List<String>> at = new java.util.TreeMap<>();
        Map<Double, Boolean> beneficial = new java.util.HashMap<>();
        for (var e : SUMMARY_MARKERS.entrySet()) {
            OptionalDouble n = results.summaryNumber(e.getKey());
            if (n.isPresent() && Double.isFinite(n.getAsDouble()) && n.getAsDouble() > 0) {
                double v = n.getAsDouble();
                at.computeIfAbsent(v, x -> new java.util.ArrayList<>()).add(e.getValue());
                beneficial.merge(v, e.getKey().contains("p0"), Boolean::logicalOr);
            }
        }
        double logMax = Math.log(Math.max(2, maxP));
        int i = 0;
        for (var e : at.entrySet()) {
            double v = e.getKey();
            String label = String.join(" = ", e.getValue()) + " = " + (v == Math.rint(v)
                    ? Long.toString((long) v) : String.format(Locale.ROOT, "%.1f", v));
            boolean left = maxP >= 64 ? Math.log(Math.max(1, v)) > 0.8 * logMax : v > 0.8 * maxP;
            var m = ChartStyle.marker(v, label, beneficial.get(v) ? ChartStyle.LIMIT : ChartStyle.MARKER, true, left);
            // Staggered label heights: neighbouring markers' labels do not overwrite each other.
            m.setLabelOffset(new org.jfree.chart.ui.RectangleInsets(4 + 20 * (i++ % 3), 4, 4, 4));
            plot.addDomainMarker(m);
        }
    }

    /** By name suffix, so that a comparison's "run · simulated pipeline" series stays points too. */
    static boolean simulated(Comparable<?> seriesKey) {
        return String.valueOf(seriesKey).endsWith(NAMES[3]);
    }

    private static Map<String, String> markers() {
        Map<String, String> m = new java.util.LinkedHashMap<>();
        // The keys PipelineAnalysis writes (p0 is the text "never" when compression never pays off: no marker).
        m.put("k", "k");
        m.put("k_prime", "k'");
        m.put("k_double_prime", "k''");
        m.put("p0", "p0");
        m.put("p0_pipelined", "p0'");
        return java.util.Collections.unmodifiableMap(m);
    }

    /** Processes usually double from 1 to 1024: a base-2 log axis unless the range is small. */
    private static ValueAxis processAxis(double maxP) {
        if (maxP < 64) {
            return ChartStyle.integerAxis("processes p");
        }
        LogAxis a = new LogAxis("processes p (log scale)");
        a.setBase(2);
        a.setStandardTickUnits(NumberAxis.createIntegerTickUnits(Locale.ROOT));
        NumberFormat plain = NumberFormat.getIntegerInstance(Locale.ROOT);
        plain.setGroupingUsed(false);
        a.setNumberFormatOverride(plain);
        a.setSmallestValue(0.5);
        ChartStyle.style(a);
        return a;
    }
}
