package org.snapwear.study.charts;

import java.text.NumberFormat;
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
import org.jfree.chart.plot.CombinedDomainCategoryPlot;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;

/**
 * [Buddy Compression, docs/papers.md#buddy-compression]: Buddy Compression per entry compressor. Top: capacity expansion (logical bytes per device byte);
 * bottom: the fraction of accesses that touch buddy memory. One bar series per memory image (and iteration).
 * Table {@link TableIds#BUDDY}.
 */
public final class BuddyChart implements ChartBuilder {

    public static final String ID = "buddy";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Buddy Compression: capacity and buddy accesses";
    }

    @Override
    public List<String> tables() {
        return List.of(TableIds.BUDDY);
    }

    @Override
    public JFreeChart build(StudyResults results, ChartContext ctx) {
        ResultTable t = results.table(TableIds.BUDDY).orElseThrow();
        boolean multi = TableRows.distinct(t, "image").size() > 1 || TableRows.distinct(t, "iteration").size() > 1;
        DefaultCategoryDataset capacity = new DefaultCategoryDataset();
        DefaultCategoryDataset access = new DefaultCategoryDataset();
        Map<String, String> tips = new HashMap<>();
        for (List<Object> row : t.rows()) {
            String series = multi ? TableRows.text(t, row, "image") + " @ " + TableRows.text(t, row, "iteration")
                    : TableRows.text(t, row, "image");
            String comp = TableRows.text(t, row, "compressor");
            capacity.addValue(TableRows.number(t, row, "capacity_expansion"), series, comp);
            access.addValue(TableRows.number(t, row, "buddy_access_fraction"), series, comp);
            tips.put(series + "|" + comp, String.format(Locale.ROOT,
                    "%s, %s: capacity ×%.3f, %.2f %% of accesses to buddy memory, %.2f %% of entries overflow, "
                            + "compression ratio %.3f, %.1f bits/entry, metadata %.3f %%, %s entries",
                    series, comp, TableRows.orNaN(t, row, "capacity_expansion"),
                    100 * TableRows.orNaN(t, row, "buddy_access_fraction"),
                    100 * TableRows.orNaN(t, row, "buddy_entry_fraction"),
                    TableRows.orNaN(t, row, "compression_ratio"), TableRows.orNaN(t, row, "mean_compressed_bits"),
                    100 * TableRows.orNaN(t, row, "metadata_overhead"), TableRows.text(t, row, "entries")));
        }
        NumberFormat times = NumberFormat.getNumberInstance(Locale.ROOT);
        times.setMaximumFractionDigits(2);
        times.setMinimumFractionDigits(2);
        double maxAccess = 0;
        for (int r = 0; r < access.getRowCount(); r++) {
            for (int c = 0; c < access.getColumnCount(); c++) {
                Number v = access.getValue(r, c);
                maxAccess = v == null ? maxAccess : Math.max(maxAccess, v.doubleValue());
            }
        }
        NumberFormat pct = ChartStyle.percentFormat(maxAccess);
        pct.setMinimumFractionDigits(Math.min(1, pct.getMaximumFractionDigits()));
        CombinedDomainCategoryPlot plot = new CombinedDomainCategoryPlot(
                ChartStyle.categoryAxis("entry compressor", capacity.getColumnCount()));
        plot.setGap(14);
        plot.add(sub(capacity, ChartStyle.numberAxis("capacity expansion (×)", true), times, tips, true), 1);
        plot.add(sub(access, ChartStyle.fractionAxis("buddy accesses", maxAccess), pct, tips, false), 1);
        ChartStyle.style(plot);
        return ChartStyle.chart(title(), "Buddy Compression (Choukse et al. 2020) · per-entry target ratios, overflow sectors in buddy memory",
                plot, multi);
    }

    private static CategoryPlot sub(DefaultCategoryDataset data, NumberAxis axis, NumberFormat labels,
            Map<String, String> tips, boolean legend) {
        // One image: colour bars by compressor, as the allocation chart colours its compressor series.
        CategoryColourBarRenderer r = new CategoryColourBarRenderer();
        ChartStyle.bars(r);
        r.setColourByCategory(data.getRowCount() == 1);
        for (int i = 0; i < data.getColumnCount(); i++) {
            r.setCategoryPaint(data.getColumnKey(i), SchemePalette.hue(i));
        }
        for (int i = 0; i < data.getRowCount(); i++) {
            r.setSeriesPaint(i, SchemePalette.hue(i));
        }
        r.setDefaultSeriesVisibleInLegend(legend);
        r.setDefaultToolTipGenerator((ds, row, col) -> tips.get(ds.getRowKey(row) + "|" + ds.getColumnKey(col)));
        r.setDefaultItemLabelGenerator(new StandardCategoryItemLabelGenerator("{2}", labels));
        r.setDefaultItemLabelsVisible(true);
        r.setDefaultPositiveItemLabelPosition(
                new ItemLabelPosition(ItemLabelAnchor.OUTSIDE12, TextAnchor.BOTTOM_CENTER));
        ChartStyle.headroom(axis, 0.15);
        CategoryPlot p = new CategoryPlot(data, null, axis, r);
        ChartStyle.style(p);
        return p;
    }
}
