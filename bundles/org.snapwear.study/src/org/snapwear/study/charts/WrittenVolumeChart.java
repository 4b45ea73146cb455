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
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;

/**
 * [Delta snapshots, docs/papers.md#delta-snapshots] Fig. 9: the volume each scheme wrote, as a percentage of the raw snapshots (bar height) with the
 * bytes written as the bar's label. Column {@code written_pct} of {@link TableIds#SCHEMES}.
 */
public final class WrittenVolumeChart implements ChartBuilder {

    public static final String ID = "written_volume";
    static final String SERIES = "written (% of raw)";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Written volume per scheme";
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
        Map<String, String> labels = new HashMap<>();
        CategoryColourBarRenderer r = new CategoryColourBarRenderer();
        for (var e : s.rows.entrySet()) {
            var row = e.getValue();
            double pct = TableRows.orNaN(s.table, row, "written_pct");
            double written = TableRows.orNaN(s.table, row, "written_bytes");
            double raw = TableRows.orNaN(s.table, row, "raw_bytes");
            data.addValue(TableRows.number(s.table, row, "written_pct"), SERIES, e.getKey());
            r.setCategoryPaint(e.getKey(), ctx.palette().colourOf(s.schemeOf.get(e.getKey())));
            // With many bars the "% · bytes" labels would collide: the % alone (bytes stay in the tooltip).
            labels.put(e.getKey(), s.rows.size() > 6 ? String.format(Locale.ROOT, "%.1f %%", pct)
                    : String.format(Locale.ROOT, "%.1f %% · %s", pct, ByteFormat.bytes(written)));
            tips.put(e.getKey(), String.format(Locale.ROOT,
                    "%s: wrote %s of %s raw (%.2f %%) · codec %s, mode %s, snap_dis %s · WA %.3f", e.getKey(),
                    ByteFormat.bytes(written), ByteFormat.bytes(raw), pct, TableRows.text(s.table, row, "codec"),
                    TableRows.text(s.table, row, "mode"), TableRows.text(s.table, row, "snap_dis"),
                    TableRows.orNaN(s.table, row, "write_amplification")));
        }
        ChartStyle.bars(r);
        r.setMaximumBarWidth(0.09);
        r.setDefaultToolTipGenerator((ds, row, col) -> tips.get((String) ds.getColumnKey(col)));
        r.setDefaultItemLabelGenerator(new MapItemLabels(labels));
        r.setDefaultItemLabelsVisible(true);
        r.setDefaultPositiveItemLabelPosition(
                new ItemLabelPosition(ItemLabelAnchor.OUTSIDE12, TextAnchor.BOTTOM_CENTER));
        NumberAxis y = ChartStyle.numberAxis("written (% of raw snapshots)", true);
        y.setNumberFormatOverride(NumberFormat.getNumberInstance(Locale.ROOT));
        ChartStyle.headroom(y, 0.12);
        CategoryPlot plot = new CategoryPlot(data, ChartStyle.categoryAxis("scheme", data.getColumnCount()), y, r);
        ChartStyle.style(plot);
        plot.addRangeMarker(ChartStyle.marker(100, "raw snapshots (100 %)", ChartStyle.MARKER, false));
        return ChartStyle.chart(title(), s.rows.size() > 6 ? "Delta snapshots (Wang et al. 2019), Fig. 9 · tooltips: bytes written"
                : "Delta snapshots (Wang et al. 2019), Fig. 9 · bar label: % of raw · bytes written", plot, false);
    }
}
