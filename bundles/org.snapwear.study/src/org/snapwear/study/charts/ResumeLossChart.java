package org.snapwear.study.charts;

import java.awt.Color;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.DeviationRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;

/**
 * A resume check: each arm's loss minus the exact arm's mean loss per step, over the exact arm's seed-noise band
 * (shaded, drawn as a difference too), so an arm that stays inside the grey band resumes as well as the exact
 * checkpoint within seed noise (ExCP, Li et al., ICML 2024, judges reconstructed checkpoints by resumed training
 * the same way). Table {@link TableIds#RESUME_LOSS}.
 */
public final class ResumeLossChart implements ChartBuilder {

    public static final String ID = "resume_loss";
    private static final String EXACT = "exact";
    private static final Color BAND = new Color(0xBBBBBB);

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Resumed loss against the seed-noise band";
    }

    @Override
    public List<String> tables() {
        return List.of(TableIds.RESUME_LOSS);
    }

    @Override
    public JFreeChart build(StudyResults results, ChartContext ctx) {
        ResultTable t = results.table(TableIds.RESUME_LOSS).orElseThrow();
        YIntervalSeries band = new YIntervalSeries("seed-noise band of the exact arm");
        Map<String, XYSeries> arms = new LinkedHashMap<>();
        for (List<Object> row : t.rows()) {
            String arm = TableRows.text(t, row, "arm");
            Double step = TableRows.number(t, row, "step");
            Double mean = TableRows.number(t, row, "exact_mean");
            if (arm.equals(EXACT)) {
                Double lo = TableRows.number(t, row, "band_low");
                Double hi = TableRows.number(t, row, "band_high");
                band.add(step, 0, lo - mean, hi - mean);
                continue;
            }
            Double diff = TableRows.number(t, row, "difference");
            if (diff != null) {
                arms.computeIfAbsent(arm, XYSeries::new).add(step, diff);
            }
        }
        XYSeriesCollection lines = new XYSeriesCollection();
        XYLineAndShapeRenderer lr = new XYLineAndShapeRenderer(true, false);
        int i = 0;
        for (XYSeries s : arms.values()) {
            lines.addSeries(s);
            lr.setSeriesPaint(i, SchemePalette.hue(i));
            lr.setSeriesStroke(i, ChartStyle.LINE);
            i++;
        }
        lr.setDefaultToolTipGenerator((ds, series, item) -> String.format(Locale.ROOT, "%s: step %d, loss %+.5f "
                + "against the exact arm's mean", ds.getSeriesKey(series), ds.getX(series, item).longValue(),
                ds.getYValue(series, item)));
        YIntervalSeriesCollection bands = new YIntervalSeriesCollection();
        bands.addSeries(band);
        DeviationRenderer dr = new DeviationRenderer(true, false);
        dr.setSeriesPaint(0, BAND);
        dr.setSeriesFillPaint(0, BAND);
        dr.setAlpha(0.45f);
        dr.setDefaultToolTipGenerator((ds, series, item) -> {
            YIntervalSeriesCollection b = (YIntervalSeriesCollection) ds;
            return String.format(Locale.ROOT, "seed-noise band at step %d: %+.5f to %+.5f",
                    b.getX(series, item).longValue(), b.getStartYValue(series, item), b.getEndYValue(series, item));
        });
        NumberAxis x = ChartStyle.numberAxis("step", false);
        NumberAxis y = ChartStyle.numberAxis("loss minus the exact arm's mean", true);
        XYPlot plot = new XYPlot(lines, x, y, lr);
        plot.setDataset(1, bands);
        plot.setRenderer(1, dr);
        ChartStyle.style(plot);
        return ChartStyle.chart(title(), "each arm's mean over its seeds; grey: the exact arm's seeds", plot, true);
    }
}
