package org.snapwear.study.charts;

import java.awt.Color;
import java.text.NumberFormat;
import java.util.List;
import java.util.Locale;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.labels.StandardCategoryItemLabelGenerator;
import org.jfree.chart.labels.StandardCategoryToolTipGenerator;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainCategoryPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;

/**
 * A run overview's candidates side by side: written volume (% of saving raw, top), SSD block erases (middle) and
 * the lifetime line, the years the chosen drive's rated TBW lasts at the overview's checkpoint interval (bottom).
 * Table {@code overview_candidates} (the run overview's results); candidates in its row order, raw first.
 */
public final class OverviewCandidatesChart implements ChartBuilder {

    public static final String ID = "overview_candidates";

    private static final String TABLE = "overview_candidates";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Run overview: written volume, erases and SSD lifetime per candidate";
    }

    @Override
    public List<String> tables() {
        return List.of(TABLE);
    }

    @Override
    public JFreeChart build(StudyResults results, ChartContext ctx) {
        ResultTable t = results.table(TABLE).orElseThrow();
        DefaultCategoryDataset written = new DefaultCategoryDataset();
        DefaultCategoryDataset erases = new DefaultCategoryDataset();
        DefaultCategoryDataset years = new DefaultCategoryDataset();
        boolean lifetime = t.schema().keys().contains("lifetime_years");
        for (List<Object> row : t.rows()) {
            String scheme = TableRows.text(t, row, "scheme");
            written.addValue(TableRows.number(t, row, "written_pct"), "written", scheme);
            erases.addValue(TableRows.number(t, row, "erases"), "erases", scheme);
            if (lifetime) {
                years.addValue(TableRows.number(t, row, "lifetime_years"), "lifetime", scheme);
            }
        }
        CategoryAxis x = ChartStyle.categoryAxis("candidate", written.getColumnCount());
        CombinedDomainCategoryPlot plot = new CombinedDomainCategoryPlot(x);
        plot.setGap(12);
        plot.add(bars(written, "written (% of raw)", new Color(0x4E79A7), "{2}%", "{1}: writes {2}% of saving raw"), 1);
        plot.add(bars(erases, "block erases", new Color(0xE15759), "{2}", "{1}: {2} block erases"), 1);
        if (lifetime) {
            LineAndShapeRenderer r = new LineAndShapeRenderer(true, true);
            r.setSeriesPaint(0, new Color(0x59A14F));
            r.setSeriesStroke(0, ChartStyle.LINE);
            r.setSeriesShape(0, ChartStyle.POINT);
            label(r, "{2} y", "{1}: the drive lasts {2} years");
            NumberAxis y = ChartStyle.numberAxis("SSD lifetime (years)", true);
            ChartStyle.headroom(y, 0.2);
            CategoryPlot p = new CategoryPlot(years, null, y, r);
            ChartStyle.style(p);
            plot.add(p, 1);
        }
        ChartStyle.style(plot);
        return ChartStyle.chart(title(), "best candidate highlighted in the table; lifetime: rated TBW at the "
                + "checkpoint interval of the overview", plot, false);
    }

    private static CategoryPlot bars(DefaultCategoryDataset data, String label, Color colour, String format,
            String tip) {
        BarRenderer r = ChartStyle.bars(new BarRenderer());
        r.setSeriesPaint(0, colour);
        r.setMaximumBarWidth(0.09);
        label(r, format, tip);
        NumberAxis y = ChartStyle.numberAxis(label, true);
        ChartStyle.headroom(y, 0.2);
        CategoryPlot p = new CategoryPlot(data, null, y, r);
        ChartStyle.style(p);
        return p;
    }

    /** Item labels on the bars and points, and the tooltip of the Results view. */
    private static void label(org.jfree.chart.renderer.category.AbstractCategoryItemRenderer r, String format,
            String tip) {
        NumberFormat f = NumberFormat.getNumberInstance(Locale.ROOT);
        f.setMaximumFractionDigits(1);
        f.setGroupingUsed(true);
        r.setDefaultItemLabelGenerator(new StandardCategoryItemLabelGenerator(format, f));
        r.setDefaultToolTipGenerator(new StandardCategoryToolTipGenerator(tip, f));
        r.setDefaultItemLabelsVisible(true);
        r.setDefaultItemLabelFont(ChartStyle.ITEM_LABEL);
        r.setDefaultItemLabelPaint(ChartStyle.TEXT);
        r.setDefaultPositiveItemLabelPosition(new ItemLabelPosition(ItemLabelAnchor.OUTSIDE12, TextAnchor.BOTTOM_CENTER));
    }
}
