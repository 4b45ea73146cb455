package org.snapwear.study.charts;

import java.awt.Color;
import java.awt.geom.Rectangle2D;
import java.text.NumberFormat;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.labels.StandardCategoryToolTipGenerator;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.DatasetRenderingOrder;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.data.category.DefaultCategoryDataset;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;

/**
 * [Buddy Compression, docs/papers.md#buddy-compression] per allocation: the compression ratio each entry compressor reaches on each allocation of the buddy
 * image (bars), and the allocation's target ratio (markers). Table {@link TableIds#BUDDY_ALLOCATIONS}.
 */
public final class BuddyAllocationsChart implements ChartBuilder {

    public static final String ID = "buddy_allocations";
    static final String TARGET = "target ratio";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Compression ratio per allocation";
    }

    @Override
    public List<String> tables() {
        return List.of(TableIds.BUDDY_ALLOCATIONS);
    }

    @Override
    public JFreeChart build(StudyResults results, ChartContext ctx) {
        ResultTable t = results.table(TableIds.BUDDY_ALLOCATIONS).orElseThrow();
        boolean multi = TableRows.multiple(t, "image");
        DefaultCategoryDataset ratio = new DefaultCategoryDataset();
        DefaultCategoryDataset target = new DefaultCategoryDataset();
        Map<String, String> tips = new HashMap<>();
        for (List<Object> row : t.rows()) {
            String alloc = TableRows.label(TableRows.text(t, row, "allocation"), TableRows.text(t, row, "image"), multi);
            String comp = TableRows.text(t, row, "compressor");
            ratio.addValue(TableRows.number(t, row, "compression_ratio"), comp, alloc);
            // The target ratio is the allocation's, the same for every compressor: one marker per allocation.
            if (target.getColumnIndex(alloc) < 0) {
                target.addValue(TableRows.number(t, row, "target_ratio"), TARGET, alloc);
            }
            tips.put(comp + "|" + alloc, String.format(Locale.ROOT,
                    "%s (%s, %s, %s entries) with %s: ratio %.3f, target %.2f, %.2f %% of entries overflow", alloc,
                    TableRows.text(t, row, "kind"), org.snapwear.study.charts.ByteFormat.bytes(
                            TableRows.orNaN(t, row, "bytes")), TableRows.text(t, row, "entries"), comp,
                    TableRows.orNaN(t, row, "compression_ratio"), TableRows.orNaN(t, row, "target_ratio"),
                    100 * TableRows.orNaN(t, row, "buddy_entry_fraction")));
        }
        BarRenderer bars = ChartStyle.bars(new BarRenderer());
        bars.setMaximumBarWidth(0.05);
        for (int i = 0; i < ratio.getRowCount(); i++) {
            bars.setSeriesPaint(i, SchemePalette.hue(i));
        }
        bars.setDefaultToolTipGenerator((ds, row, col) -> tips.get(ds.getRowKey(row) + "|" + ds.getColumnKey(col)));
        LineAndShapeRenderer marks = new LineAndShapeRenderer(false, true);
        marks.setSeriesPaint(0, new Color(0x222222));
        // A dash about as wide as a category's bar group (the plot is ~900 px wide in a 1000 px report chart).
        double dash = Math.max(6, Math.min(90, 560.0 / Math.max(1, ratio.getColumnCount())));
        marks.setSeriesShape(0, new Rectangle2D.Double(-dash / 2, -1.5, dash, 3));
        NumberFormat two = NumberFormat.getNumberInstance(Locale.ROOT);
        two.setMaximumFractionDigits(2);
        marks.setDefaultToolTipGenerator(new StandardCategoryToolTipGenerator("{1}: target ratio {2}", two));
        CategoryPlot plot = new CategoryPlot(ratio, ChartStyle.categoryAxis("allocation", ratio.getColumnCount()),
                ChartStyle.numberAxis("compression ratio (×)", true), bars);
        plot.setDataset(1, target);
        plot.setRenderer(1, marks);
        plot.setDatasetRenderingOrder(DatasetRenderingOrder.FORWARD);
        ChartStyle.style(plot);
        return ChartStyle.chart(title(), "Buddy Compression (Choukse et al. 2020) · bars: achieved ratio per compressor, black ticks: target ratio",
                plot, true);
    }
}
