package org.snapwear.study.charts;

import java.awt.Color;
import java.awt.Paint;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.labels.StandardCategoryItemLabelGenerator;
import org.jfree.chart.labels.StandardCategoryToolTipGenerator;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainCategoryPlot;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.AbstractRenderer;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.CategoryItemRenderer;
import org.jfree.chart.renderer.xy.XYItemRenderer;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.category.CategoryDataset;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * Overlays two builds of the same chart (one per run) into the first: every dataset of every (sub)plot becomes
 * the union of both runs' series, renamed by run. A dataset with one series per run gets the run labels as
 * series names and one colour per run; with several series per run a series keeps its colour and the second
 * run is drawn dashed (lines) or lighter (bars). Markers are dropped: they belong to one run's data.
 */
final class ChartComparison {

    static final Color RUN_A = new Color(0x1F77B4);
    static final Color RUN_B = new Color(0xFF7F0E);

    private ChartComparison() {
    }

    static JFreeChart merge(JFreeChart a, String la, JFreeChart b, String lb) {
        if (a.getPlot() instanceof CombinedDomainXYPlot ca && b.getPlot() instanceof CombinedDomainXYPlot cb) {
            List<XYPlot> sa = ca.getSubplots();
            List<XYPlot> sb = cb.getSubplots();
            for (int i = 0; i < sa.size(); i++) {
                mergeXY(sa.get(i), sb.get(i), la, lb);
            }
        } else if (a.getPlot() instanceof CombinedDomainCategoryPlot ca
                && b.getPlot() instanceof CombinedDomainCategoryPlot cb) {
            List<CategoryPlot> sa = ca.getSubplots();
            List<CategoryPlot> sb = cb.getSubplots();
            for (int i = 0; i < sa.size(); i++) {
                mergeCategory(sa.get(i), sb.get(i), la, lb);
            }
        } else if (a.getPlot() instanceof XYPlot pa && b.getPlot() instanceof XYPlot pb) {
            mergeXY(pa, pb, la, lb);
        } else if (a.getPlot() instanceof CategoryPlot pa && b.getPlot() instanceof CategoryPlot pb) {
            mergeCategory(pa, pb, la, lb);
        } else {
            throw new IllegalArgumentException("cannot compare plots of type " + a.getPlot().getClass().getName());
        }
        if (a.getLegend() == null) {
            LegendTitle l = new LegendTitle(a.getPlot());
            l.setItemFont(ChartStyle.LEGEND);
            l.setItemPaint(ChartStyle.TEXT);
            l.setFrame(BlockBorder.NONE);
            l.setBackgroundPaint(Color.WHITE);
            l.setPosition(RectangleEdge.BOTTOM);
            a.addLegend(l);
        }
        return a;
    }

    private static String key(String run, Comparable<?> series, boolean single) {
        return single ? run : run + " · " + series;
    }

    private static void mergeCategory(CategoryPlot pa, CategoryPlot pb, String la, String lb) {
        pa.clearDomainMarkers();
        pa.clearRangeMarkers();
        for (int d = 0; d < pa.getDatasetCount(); d++) {
            CategoryDataset da = pa.getDataset(d);
            CategoryDataset db = pb.getDataset(d);
            if (da == null || db == null) {
                continue;
            }
            CategoryItemRenderer r = pa.getRenderer(d);
            boolean single = d == 0 && da.getRowCount() <= 1 && db.getRowCount() <= 1;
            List<Paint> paints = new ArrayList<>();
            DefaultCategoryDataset m = new DefaultCategoryDataset();
            // Columns of A first, then B's extra ones, so categories keep A's order.
            for (int c = 0; c < da.getColumnCount(); c++) {
                for (int s = 0; s < da.getRowCount(); s++) {
                    m.addValue(null, key(la, da.getRowKey(s), single), da.getColumnKey(c));
                }
            }
            for (int c = 0; c < db.getColumnCount(); c++) {
                for (int s = 0; s < db.getRowCount(); s++) {
                    m.addValue(null, key(lb, db.getRowKey(s), single), db.getColumnKey(c));
                }
            }
            copy(da, m, la, single);
            copy(db, m, lb, single);
            for (int s = 0; s < m.getRowCount(); s++) {
                String k = String.valueOf(m.getRowKey(s));
                boolean runB = k.equals(lb) || k.startsWith(lb + " · ");
                if (single) {
                    paints.add(runB ? RUN_B : RUN_A);
                } else {
                    String original = k.substring((runB ? lb : la).length() + 3);
                    int ia = da.getRowIndex(original);
                    Paint p = ia >= 0 ? ((AbstractRenderer) r).lookupSeriesPaint(ia) : SchemePalette.hue(s);
                    paints.add(runB && p instanceof Color c ? lighter(c) : p);
                }
            }
            if (r instanceof CategoryColourBarRenderer cr) {
                cr.setColourByCategory(false);
            }
            pa.setDataset(d, m);
            for (int s = 0; s < paints.size(); s++) {
                r.setSeriesPaint(s, paints.get(s));
            }
            NumberFormat nf = NumberFormat.getNumberInstance(Locale.ROOT);
            nf.setMaximumFractionDigits(3);
            r.setDefaultToolTipGenerator(new StandardCategoryToolTipGenerator("{0}, {1}: {2}", nf));
            if (r instanceof BarRenderer br && br.getDefaultItemLabelsVisible()) {
                NumberFormat lf = NumberFormat.getNumberInstance(Locale.ROOT);
                lf.setMaximumFractionDigits(2);
                br.setDefaultItemLabelGenerator(new StandardCategoryItemLabelGenerator("{2}", lf));
            }
        }
    }

    private static void copy(CategoryDataset from, DefaultCategoryDataset to, String run, boolean single) {
        for (int s = 0; s < from.getRowCount(); s++) {
            for (int c = 0; c < from.getColumnCount(); c++) {
                Number v = from.getValue(s, c);
                if (v != null) {
                    to.setValue(v, key(run, from.getRowKey(s), single), from.getColumnKey(c));
                }
            }
        }
    }

    private static void mergeXY(XYPlot pa, XYPlot pb, String la, String lb) {
        pa.clearDomainMarkers();
        pa.clearRangeMarkers();
        for (int d = 0; d < pa.getDatasetCount(); d++) {
            XYDataset da = pa.getDataset(d);
            XYDataset db = pb.getDataset(d);
            if (da == null || db == null) {
                continue;
            }
            XYItemRenderer r = pa.getRenderer(d);
            boolean single = d == 0 && da.getSeriesCount() <= 1 && db.getSeriesCount() <= 1;
            XYSeriesCollection m = new XYSeriesCollection();
            List<Paint> paints = new ArrayList<>();
            List<Boolean> dashed = new ArrayList<>();
            for (int s = 0; s < da.getSeriesCount(); s++) {
                m.addSeries(copy(da, s, key(la, da.getSeriesKey(s), single)));
                paints.add(single ? RUN_A : ((AbstractRenderer) r).lookupSeriesPaint(s));
                dashed.add(false);
            }
            XYItemRenderer rb = pb.getRenderer(d);
            for (int s = 0; s < db.getSeriesCount(); s++) {
                m.addSeries(copy(db, s, key(lb, db.getSeriesKey(s), single)));
                paints.add(single ? RUN_B : ((AbstractRenderer) rb).lookupSeriesPaint(s));
                dashed.add(!single);
            }
            pa.setDataset(d, m);
            for (int s = 0; s < paints.size(); s++) {
                r.setSeriesPaint(s, paints.get(s));
                r.setSeriesStroke(s, dashed.get(s) ? ChartStyle.DASHED : ChartStyle.LINE);
                if (r instanceof org.jfree.chart.renderer.xy.XYLineAndShapeRenderer) {
                    r.setSeriesShape(s, ChartStyle.POINT);
                }
            }
        }
    }

    private static XYSeries copy(XYDataset from, int s, String key) {
        XYSeries out = new XYSeries(key, false, true);
        for (int i = 0; i < from.getItemCount(s); i++) {
            out.add(from.getXValue(s, i), from.getYValue(s, i));
        }
        return out;
    }

    /** The second run's bars: the same hue, lighter, so pairs of bars read as one scheme. */
    private static Color lighter(Color c) {
        return new Color((c.getRed() + 2 * 255) / 3, (c.getGreen() + 2 * 255) / 3, (c.getBlue() + 2 * 255) / 3);
    }
}
