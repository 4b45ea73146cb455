package org.snapwear.study.charts;

import java.awt.Color;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.labels.StandardCategoryItemLabelGenerator;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;

/**
 * [SLC progressive programming, docs/papers.md#slc-progressive] Fig. 7: flash pages programmed for the metadata trace per codec with SLC progressive programming,
 * next to the baseline of one page program per version. Table {@link TableIds#SLC_PAGES}.
 */
public final class SlcPagesChart implements ChartBuilder {

    public static final String ID = "slc_pages";
    static final String WRITTEN = "pages programmed";
    static final String BASELINE = "baseline (one page per version)";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "SLC pages programmed per codec";
    }

    @Override
    public List<String> tables() {
        return List.of(TableIds.SLC_PAGES);
    }

    @Override
    public JFreeChart build(StudyResults results, ChartContext ctx) {
        ResultTable t = results.table(TableIds.SLC_PAGES).orElseThrow();
        boolean multi = TableRows.multiple(t, "trace");
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        Map<String, String> tips = new HashMap<>();
        for (List<Object> row : t.rows()) {
            String cat = TableRows.label(TableRows.text(t, row, "codec"), TableRows.text(t, row, "trace"), multi);
            double pages = TableRows.orNaN(t, row, "pages_written");
            double base = TableRows.orNaN(t, row, "baseline_pages");
            data.addValue(TableRows.number(t, row, "pages_written"), WRITTEN, cat);
            data.addValue(TableRows.number(t, row, "baseline_pages"), BASELINE, cat);
            String detail = String.format(Locale.ROOT,
                    " · %s versions, %.1f %% pages saved, %s partial programs, %s resets, write %.1f µs, read %.1f µs",
                    TableRows.text(t, row, "versions"), TableRows.orNaN(t, row, "pages_saved_pct"),
                    TableRows.text(t, row, "partial_programs"), TableRows.text(t, row, "resets"),
                    TableRows.orNaN(t, row, "write_latency_us"), TableRows.orNaN(t, row, "read_latency_us"));
            tips.put(WRITTEN + "|" + cat, String.format(Locale.ROOT, "%s: %,.0f pages programmed", cat, pages) + detail);
            tips.put(BASELINE + "|" + cat, String.format(Locale.ROOT, "%s: baseline %,.0f pages", cat, base) + detail);
        }
        BarRenderer r = ChartStyle.bars(new BarRenderer());
        r.setSeriesPaint(0, SchemePalette.hue(0));
        r.setSeriesPaint(1, new Color(0xB0B0B0));
        r.setDefaultToolTipGenerator((ds, row, col) -> tips.get(ds.getRowKey(row) + "|" + ds.getColumnKey(col)));
        r.setDefaultItemLabelGenerator(new StandardCategoryItemLabelGenerator("{2}",
                java.text.NumberFormat.getIntegerInstance(Locale.ROOT)));
        r.setDefaultItemLabelsVisible(true);
        r.setDefaultPositiveItemLabelPosition(
                new ItemLabelPosition(ItemLabelAnchor.OUTSIDE12, TextAnchor.BOTTOM_CENTER));
        NumberAxis y = ChartStyle.numberAxis("flash page programs", true);
        ChartStyle.headroom(y, 0.1);
        CategoryPlot plot = new CategoryPlot(data, ChartStyle.categoryAxis("codec", data.getColumnCount()), y, r);
        ChartStyle.style(plot);
        return ChartStyle.chart(title(), "SLC progressive programming (Zhang et al. 2015), Fig. 7 · metadata version trace on SLC flash", plot, true);
    }
}
