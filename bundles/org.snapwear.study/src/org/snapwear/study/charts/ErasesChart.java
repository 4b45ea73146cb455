package org.snapwear.study.charts;

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
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;

/** [Delta snapshots, docs/papers.md#delta-snapshots] Fig. 10: block erases of the SSD per scheme. Column {@code erases} of {@link TableIds#SCHEMES}. */
public final class ErasesChart implements ChartBuilder {

    public static final String ID = "erases";
    static final String SERIES = "erases";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "SSD block erases per scheme";
    }

    @Override
    public List<String> tables() {
        return List.of(TableIds.SCHEMES);
    }

    @Override
    public JFreeChart build(StudyResults results, ChartContext ctx) {
        SchemeTotals s = new SchemeTotals(results, ctx);
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        Map<String, String> tips = new HashMap<>();
        CategoryColourBarRenderer r = new CategoryColourBarRenderer();
        for (var e : s.rows.entrySet()) {
            var row = e.getValue();
            data.addValue(TableRows.number(s.table, row, "erases"), SERIES, e.getKey());
            r.setCategoryPaint(e.getKey(), ctx.palette().colourOf(s.schemeOf.get(e.getKey())));
            tips.put(e.getKey(), String.format(Locale.ROOT,
                    "%s: %,.0f erases · per block min %.0f, mean %.2f, max %.0f · %,.0f flash pages programmed, WA %.3f",
                    e.getKey(), TableRows.orNaN(s.table, row, "erases"), TableRows.orNaN(s.table, row, "erase_min"),
                    TableRows.orNaN(s.table, row, "erase_mean"), TableRows.orNaN(s.table, row, "erase_max"),
                    TableRows.orNaN(s.table, row, "flash_pages_programmed"),
                    TableRows.orNaN(s.table, row, "write_amplification")));
        }
        ChartStyle.bars(r);
        r.setMaximumBarWidth(0.09);
        r.setDefaultToolTipGenerator((ds, row, col) -> tips.get((String) ds.getColumnKey(col)));
        r.setDefaultItemLabelGenerator(new StandardCategoryItemLabelGenerator("{2}",
                java.text.NumberFormat.getIntegerInstance(Locale.ROOT)));
        r.setDefaultItemLabelsVisible(true);
        r.setDefaultPositiveItemLabelPosition(
                new ItemLabelPosition(ItemLabelAnchor.OUTSIDE12, TextAnchor.BOTTOM_CENTER));
        NumberAxis y = ChartStyle.numberAxis("block erases", true);
        ChartStyle.headroom(y, 0.1);
        CategoryPlot plot = new CategoryPlot(data, ChartStyle.categoryAxis("scheme", data.getColumnCount()), y, r);
        ChartStyle.style(plot);
        return ChartStyle.chart(title(), "Delta snapshots (Wang et al. 2019), Fig. 10 · simulated SSD, all blocks", plot, false);
    }
}
