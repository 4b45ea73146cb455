package org.snapwear.study.charts;

import java.text.NumberFormat;
import java.util.List;
import java.util.Locale;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.labels.StandardXYToolTipGenerator;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;

/**
 * [Delta snapshots, docs/papers.md#delta-snapshots] Table 9 per snapshot: save time (top) and restore time (bottom) of each snapshot, one line per scheme,
 * sharing the iteration axis. Columns {@code save_ms} and {@code restore_ms} of {@link TableIds#SNAPSHOTS}.
 */
public final class SaveRestoreTimeChart implements ChartBuilder {

    public static final String ID = "save_restore_time";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Save and restore time per snapshot";
    }

    @Override
    public List<String> tables() {
        return List.of(TableIds.SNAPSHOTS);
    }

    @Override
    public JFreeChart build(StudyResults results, ChartContext ctx) {
        CombinedDomainXYPlot plot = new CombinedDomainXYPlot(ChartStyle.integerAxis("iteration"));
        plot.setGap(14);
        plot.add(sub(results, ctx, "save_ms", "save (ms)", "saved in", true), 1);
        plot.add(sub(results, ctx, "restore_ms", "restore (ms)", "restored in", false), 1);
        ChartStyle.style(plot);
        return ChartStyle.chart(title(), "Delta snapshots (Wang et al. 2019), Table 9 · restore = reading the baseline and deltas back", plot,
                true);
    }

    private static XYPlot sub(StudyResults results, ChartContext ctx, String column, String label, String verb,
            boolean legend) {
        SnapshotSeries s = new SnapshotSeries(results, ctx, column);
        XYLineAndShapeRenderer r = ChartStyle.lines(true);
        s.colour(r, ctx);
        // Both plots show the same schemes: list them once.
        r.setDefaultSeriesVisibleInLegend(legend);
        NumberFormat ms = NumberFormat.getNumberInstance(Locale.ROOT);
        ms.setMaximumFractionDigits(2);
        r.setDefaultToolTipGenerator(new StandardXYToolTipGenerator("{0}: iteration {1} " + verb + " {2} ms",
                NumberFormat.getIntegerInstance(Locale.ROOT), ms));
        XYPlot p = new XYPlot(s.data, null, ChartStyle.numberAxis(label, true), r);
        ChartStyle.style(p);
        return p;
    }
}
