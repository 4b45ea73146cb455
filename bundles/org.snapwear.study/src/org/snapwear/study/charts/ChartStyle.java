package org.snapwear.study.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Paint;
import java.awt.Stroke;
import java.text.NumberFormat;
import java.util.Locale;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.Axis;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.RangeType;

/**
 * The one look of all Snapwear charts: white background, light grid, no borders, shadows or gradients, fonts
 * large enough to read on a 1000x600 PNG and in a workbench view. Builders create axes, renderers and markers
 * here so every chart looks alike.
 */
public final class ChartStyle {

    public static final String FAMILY = "SansSerif";
    public static final Font TITLE = new Font(FAMILY, Font.BOLD, 20);
    public static final Font SUBTITLE = new Font(FAMILY, Font.PLAIN, 14);
    public static final Font AXIS_LABEL = new Font(FAMILY, Font.PLAIN, 15);
    public static final Font TICK = new Font(FAMILY, Font.PLAIN, 13);
    public static final Font LEGEND = new Font(FAMILY, Font.PLAIN, 13);
    public static final Font ITEM_LABEL = new Font(FAMILY, Font.PLAIN, 12);
    public static final Color TEXT = new Color(0x333333);
    public static final Color GRID = new Color(0xDDDDDD);
    public static final Color AXIS_LINE = new Color(0x999999);
    public static final Color MARKER = new Color(0x555555);
    public static final Color LIMIT = new Color(0xC0392B);
    public static final Stroke LINE = new BasicStroke(2.2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    public static final Stroke DASHED = new BasicStroke(2.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 1f,
            new float[] {7f, 5f}, 0f);
    public static final Stroke MARKER_STROKE = new BasicStroke(1.4f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER,
            1f, new float[] {5f, 4f}, 0f);

    private ChartStyle() {
    }

    /** Wraps a styled plot into a chart with title, optional subtitle and legend at the bottom. */
    public static JFreeChart chart(String title, String subtitle, Plot plot, boolean legend) {
        JFreeChart chart = new JFreeChart(title, TITLE, plot, legend);
        chart.setBackgroundPaint(Color.WHITE);
        chart.setBorderVisible(false);
        chart.setPadding(new RectangleInsets(8, 8, 8, 16));
        chart.getTitle().setPaint(TEXT);
        if (subtitle != null && !subtitle.isEmpty()) {
            TextTitle sub = new TextTitle(subtitle, SUBTITLE);
            sub.setPaint(new Color(0x666666));
            sub.setPadding(new RectangleInsets(0, 0, 6, 0));
            chart.addSubtitle(sub);
        }
        LegendTitle l = chart.getLegend();
        if (l != null) {
            l.setItemFont(LEGEND);
            l.setItemPaint(TEXT);
            l.setFrame(BlockBorder.NONE);
            l.setBackgroundPaint(Color.WHITE);
            l.setPosition(RectangleEdge.BOTTOM);
        }
        return chart;
    }

    public static void style(XYPlot plot) {
        plot.setBackgroundPaint(Color.WHITE);
        plot.setOutlineVisible(false);
        plot.setDomainGridlinePaint(GRID);
        plot.setRangeGridlinePaint(GRID);
        plot.setDomainGridlineStroke(new BasicStroke(1f));
        plot.setRangeGridlineStroke(new BasicStroke(1f));
        plot.setAxisOffset(RectangleInsets.ZERO_INSETS);
        if (plot.getDomainAxis() != null) {
            style(plot.getDomainAxis());
        }
        if (plot.getRangeAxis() != null) {
            style(plot.getRangeAxis());
        }
    }

    public static void style(CategoryPlot plot) {
        plot.setBackgroundPaint(Color.WHITE);
        plot.setOutlineVisible(false);
        plot.setDomainGridlinesVisible(false);
        plot.setRangeGridlinePaint(GRID);
        plot.setRangeGridlineStroke(new BasicStroke(1f));
        plot.setAxisOffset(RectangleInsets.ZERO_INSETS);
        if (plot.getDomainAxis() != null) {
            style(plot.getDomainAxis());
        }
        if (plot.getRangeAxis() != null) {
            style(plot.getRangeAxis());
        }
    }

    public static void style(Axis axis) {
        axis.setLabelFont(AXIS_LABEL);
        axis.setLabelPaint(TEXT);
        axis.setTickLabelFont(TICK);
        axis.setTickLabelPaint(TEXT);
        axis.setAxisLinePaint(AXIS_LINE);
        axis.setTickMarkPaint(AXIS_LINE);
        axis.setTickMarkOutsideLength(3f);
        axis.setTickMarkInsideLength(0f);
    }

    /** A plain number axis; zero included for bar-like quantities. */
    public static NumberAxis numberAxis(String label, boolean includeZero) {
        NumberAxis a = new NumberAxis(label);
        a.setAutoRangeIncludesZero(includeZero);
        a.setNumberFormatOverride(NumberFormat.getNumberInstance(Locale.ROOT));
        style(a);
        return a;
    }

    /** An axis of byte counts shown with decimal prefixes. */
    public static NumberAxis bytesAxis(String label) {
        NumberAxis a = numberAxis(label, true);
        a.setNumberFormatOverride(new ByteFormat());
        return a;
    }

    /** An axis of fractions 0..1 shown as percentages. */
    public static NumberAxis fractionAxis(String label) {
        NumberAxis a = numberAxis(label, true);
        a.setNumberFormatOverride(NumberFormat.getPercentInstance(Locale.ROOT));
        return a;
    }

    /**
     * A percent format for fractions with enough decimals for the largest value: 0.0002 shows as "0.02%", not
     * "0%" (buddy access fractions are often that small).
     */
    public static NumberFormat percentFormat(double maxFraction) {
        NumberFormat f = NumberFormat.getPercentInstance(Locale.ROOT);
        double pct = Math.abs(maxFraction) * 100;
        int digits = pct <= 0 || !Double.isFinite(pct) ? 0 : (int) Math.max(0, Math.min(4, Math.ceil(-Math.log10(pct)) + 1));
        f.setMaximumFractionDigits(digits);
        return f;
    }

    /**
     * An axis of fractions 0..maxFraction shown as percentages with enough decimals. Fractions are never negative,
     * so the axis never goes below zero; when every value is zero (nothing to scale to) it shows a fixed 0-100%
     * scale in 20% steps instead of JFreeChart's minimum auto range of +-5e-9 around zero, whose ticks all print as
     * "-0%" or "0%".
     */
    public static NumberAxis fractionAxis(String label, double maxFraction) {
        NumberAxis a = numberAxis(label, true);
        a.setRangeType(RangeType.POSITIVE);
        if (maxFraction > 0) {
            a.setNumberFormatOverride(percentFormat(maxFraction));
        } else {
            a.setNumberFormatOverride(percentFormat(1));
            a.setRange(0, 1);
            a.setTickUnit(new NumberTickUnit(0.2));
        }
        return a;
    }

    /** An axis of integer x values (iterations, snap_dis, processes). */
    public static NumberAxis integerAxis(String label) {
        NumberAxis a = numberAxis(label, false);
        a.setStandardTickUnits(NumberAxis.createIntegerTickUnits(Locale.ROOT));
        NumberFormat plain = NumberFormat.getIntegerInstance(Locale.ROOT);
        plain.setGroupingUsed(false);
        a.setNumberFormatOverride(plain);
        a.setLowerMargin(0.015);
        a.setUpperMargin(0.015);
        return a;
    }

    public static CategoryAxis categoryAxis(String label, int categories) {
        CategoryAxis a = new CategoryAxis(label);
        style(a);
        a.setCategoryMargin(0.25);
        a.setLowerMargin(0.03);
        a.setUpperMargin(0.03);
        a.setMaximumCategoryLabelLines(2);
        if (categories > 8) {
            a.setCategoryLabelPositions(CategoryLabelPositions.UP_45);
        }
        return a;
    }

    /** Flat bars without outline, shadow or gradient; item labels in the chart's small font. */
    public static BarRenderer bars(BarRenderer r) {
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        r.setDrawBarOutline(false);
        r.setItemMargin(0.04);
        r.setMaximumBarWidth(0.12);
        r.setDefaultItemLabelFont(ITEM_LABEL);
        r.setDefaultItemLabelPaint(TEXT);
        return r;
    }

    public static XYLineAndShapeRenderer lines(boolean shapes) {
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, shapes);
        r.setDefaultStroke(LINE);
        r.setAutoPopulateSeriesStroke(false);
        r.setDrawSeriesLineAsPath(true);
        return r;
    }

    /** The one point shape of all line charts: series differ by colour, not by a zoo of shapes. */
    public static final java.awt.Shape POINT = new java.awt.geom.Ellipse2D.Double(-3.5, -3.5, 7, 7);

    /** Colours series i of a line renderer and gives it the standard stroke and point shape. */
    public static void series(XYLineAndShapeRenderer r, int i, Paint paint) {
        r.setSeriesPaint(i, paint);
        r.setSeriesStroke(i, LINE);
        r.setSeriesShape(i, POINT);
    }

    /** A dashed reference line labelled at its top (domain markers) or right end (range markers). */
    public static ValueMarker marker(double value, String label, Paint paint, boolean domain) {
        return marker(value, label, paint, domain, false);
    }

    /**
     * A dashed reference line; a domain marker's label sits right of the line, or left of it when
     * {@code labelLeft} (markers near the right edge, whose label would be cut off).
     */
    public static ValueMarker marker(double value, String label, Paint paint, boolean domain, boolean labelLeft) {
        ValueMarker m = new ValueMarker(value, paint, MARKER_STROKE);
        m.setLabel(label);
        m.setLabelFont(ITEM_LABEL);
        m.setLabelPaint(paint);
        m.setLabelBackgroundColor(new Color(255, 255, 255, 230));
        if (domain) {
            m.setLabelAnchor(labelLeft ? RectangleAnchor.TOP_LEFT : RectangleAnchor.TOP_RIGHT);
            m.setLabelTextAnchor(labelLeft ? TextAnchor.TOP_RIGHT : TextAnchor.TOP_LEFT);
        } else {
            m.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
            m.setLabelTextAnchor(TextAnchor.BOTTOM_RIGHT);
        }
        m.setLabelOffset(new RectangleInsets(4, 4, 4, 4));
        return m;
    }

    /** Keeps a value axis's upper end above the data so item labels and marker labels fit. */
    public static void headroom(ValueAxis axis, double fraction) {
        axis.setUpperMargin(fraction);
    }
}
