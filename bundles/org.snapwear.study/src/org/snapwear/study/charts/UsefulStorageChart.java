package org.snapwear.study.charts;

import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.labels.StandardXYToolTipGenerator;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;

/**
 * [Delta snapshots, docs/papers.md#delta-snapshots] Table 9 per snapshot: bytes kept on the device after each save (and the deletions it allowed), one
 * line per scheme over the iteration. Column {@code useful_bytes} of {@link TableIds#SNAPSHOTS}.
 */
public final class UsefulStorageChart implements ChartBuilder {

    public static final String ID = "useful_storage";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Useful storage per snapshot";
    }

    @Override
    public List<String> tables() {
        return List.of(TableIds.SNAPSHOTS);
    }

    @Override
    public JFreeChart build(StudyResults results, ChartContext ctx) {
        SnapshotSeries s = new SnapshotSeries(results, ctx, "useful_bytes");
        XYLineAndShapeRenderer r = ChartStyle.lines(true);
        s.colour(r, ctx);
        r.setDefaultToolTipGenerator(new StandardXYToolTipGenerator("{0}: iteration {1} keeps {2} on the device",
                java.text.NumberFormat.getIntegerInstance(java.util.Locale.ROOT), new ByteFormat()));
        XYPlot plot = new XYPlot(s.data, ChartStyle.integerAxis("iteration"), ChartStyle.bytesAxis("useful storage"), r);
        ChartStyle.style(plot);
        return ChartStyle.chart(title(), "Delta snapshots (Wang et al. 2019), Table 9 · bytes kept on the device after each save", plot, true);
    }
}
