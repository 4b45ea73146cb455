package org.snapwear.study.charts;

import java.awt.Color;
import java.text.NumberFormat;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainCategoryPlot;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.data.category.DefaultCategoryDataset;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;

/**
 * The candidates of a run overview ({@link TableIds#OVERVIEW_CANDIDATES}): the volume each wrote as a percentage of
 * raw (top), the block erases it caused on the SSD scaled to the run (middle) and, where the table has it, the
 * lifetime line: the years the chosen drive's rated TBW lasts at the overview's checkpoint interval (bottom). One
 * bar per candidate in table order, raw first; the verdict's best scheme is drawn in its own colour, candidates
 * outside the storage cap pale. [Delta snapshots, docs/papers.md#delta-snapshots] Fig. 9 and Fig. 10 measured on
 * one run. The one chart of the candidates: the workbench's run overview editor, the Results view and the run
 * overview's HTML page ({@code overview.html}) all draw it.
 */
public final class CandidatesChart implements ChartBuilder {

    public static final String ID = "overview_candidates";
    static final Color BEST = new Color(0x1B9E77);
    static final Color WITHIN_CAP = new Color(0x4E79A7);
    static final Color OUTSIDE_CAP = new Color(0xB8C7D9);
    static final Color RAW = new Color(0x7F7F7F);
    static final Color LIFETIME = new Color(0x59A14F);

    /** The chart of a run overview's results (their table {@link TableIds#OVERVIEW_CANDIDATES}), all candidates. */
    public static StudyChart of(StudyResults overview) {
        CandidatesChart c = new CandidatesChart();
        return new StudyChart(ID, c.title(), c.build(overview, new ChartContext(SchemePalette.of(overview), null)),
                c.tables());
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Written volume and erases per candidate";
    }

    @Override
    public List<String> tables() {
        return List.of(TableIds.OVERVIEW_CANDIDATES);
    }

    @Override
    public JFreeChart build(StudyResults results, ChartContext ctx) {
        ResultTable t = results.table(TableIds.OVERVIEW_CANDIDATES).orElseThrow();
        DefaultCategoryDataset written = new DefaultCategoryDataset();
        DefaultCategoryDataset erases = new DefaultCategoryDataset();
        DefaultCategoryDataset years = new DefaultCategoryDataset();
        boolean lifetime = t.schema().keys().contains("lifetime_years");
        Map<String, String> tips = new HashMap<>();
        CategoryColourBarRenderer wr = new CategoryColourBarRenderer();
        CategoryColourBarRenderer er = new CategoryColourBarRenderer();
        for (List<Object> row : t.rows()) {
            String scheme = TableRows.text(t, row, "scheme");
            if (!ctx.includes(scheme)) {
                continue;
            }
            Double snapDis = TableRows.number(t, row, "snap_dis");
            String bar = shortName(TableRows.text(t, row, "mode"), TableRows.text(t, row, "codec"),
                    TableRows.text(t, row, "baseline_codec"), snapDis == null ? 0 : snapDis.intValue());
            written.addValue(TableRows.number(t, row, "written_pct"), "written (% of raw)", bar);
            erases.addValue(TableRows.number(t, row, "erases"), "erases", bar);
            if (lifetime) {
                years.addValue(TableRows.number(t, row, "lifetime_years"), "SSD lifetime (years)", bar);
            }
            Color c = colour(t, row, scheme);
            wr.setCategoryPaint(bar, c);
            er.setCategoryPaint(bar, c);
            tips.put(bar, String.format(Locale.ROOT,
                    "%s: wrote %s of %s raw (%.1f %%) · %,.0f erases · WA %.2f%s", scheme,
                    ByteFormat.bytes(TableRows.orNaN(t, row, "written_bytes")),
                    ByteFormat.bytes(TableRows.orNaN(t, row, "raw_bytes")), TableRows.orNaN(t, row, "written_pct"),
                    TableRows.orNaN(t, row, "erases"), TableRows.orNaN(t, row, "write_amplification"),
                    TableRows.truth(t, row, "best") ? " · best" : ""));
        }
        CombinedDomainCategoryPlot plot = new CombinedDomainCategoryPlot(
                ChartStyle.categoryAxis("candidate", written.getColumnCount()));
        plot.setGap(12);
        NumberAxis pct = ChartStyle.numberAxis("written %", true);
        pct.setNumberFormatOverride(NumberFormat.getNumberInstance(Locale.ROOT));
        plot.add(subplot(written, pct, wr, tips), 3);
        NumberAxis blocks = ChartStyle.numberAxis("erases", true);
        plot.add(subplot(erases, blocks, er, tips), 2);
        if (lifetime) {
            plot.add(lifetimePlot(years, tips), 2);
        }
        return ChartStyle.chart(title(), "green: best within the storage cap · pale: outside the cap · grey: raw"
                + (lifetime ? " · line: years the drive's rated TBW lasts at the checkpoint interval" : ""), plot,
                false);
    }

    /**
     * A candidate's bar name, short enough for a slanted axis label: {@code full raw}, {@code dynrle prog 2},
     * {@code predictive chain 4} (the baseline codec, the same for every delta candidate, is in the tooltip).
     */
    public static String shortName(String mode, String codec, String baselineCodec, int snapDis) {
        if ("full".equals(mode)) {
            return "full " + baselineCodec;
        }
        return codec + " " + ("progressive".equals(mode) ? "prog" : mode) + " " + snapDis;
    }

    private static CategoryPlot subplot(DefaultCategoryDataset data, NumberAxis axis, CategoryColourBarRenderer r,
            Map<String, String> tips) {
        ChartStyle.bars(r);
        r.setMaximumBarWidth(0.06);
        r.setDefaultToolTipGenerator((ds, row, col) -> tips.get((String) ds.getColumnKey(col)));
        ChartStyle.headroom(axis, 0.08);
        CategoryPlot p = new CategoryPlot(data, null, axis, r);
        ChartStyle.style(p);
        return p;
    }

    private static CategoryPlot lifetimePlot(DefaultCategoryDataset years, Map<String, String> tips) {
        LineAndShapeRenderer r = new LineAndShapeRenderer(true, true);
        r.setSeriesPaint(0, LIFETIME);
        r.setSeriesStroke(0, ChartStyle.LINE);
        r.setSeriesShape(0, ChartStyle.POINT);
        r.setDefaultToolTipGenerator((ds, row, col) -> tips.get((String) ds.getColumnKey(col)) + String.format(
                Locale.ROOT, " · the drive lasts %.1f years", ds.getValue(row, col).doubleValue()));
        NumberAxis axis = ChartStyle.numberAxis("lifetime (years)", true);
        ChartStyle.headroom(axis, 0.08);
        CategoryPlot p = new CategoryPlot(years, null, axis, r);
        ChartStyle.style(p);
        return p;
    }

    private static Color colour(ResultTable t, List<Object> row, String scheme) {
        if (TableRows.truth(t, row, "best")) {
            return BEST;
        }
        if ("raw".equals(TableRows.text(t, row, "codec")) || "raw".equals(scheme)) {
            return RAW;
        }
        return TableRows.truth(t, row, "within_cap") ? WITHIN_CAP : OUTSIDE_CAP;
    }
}
