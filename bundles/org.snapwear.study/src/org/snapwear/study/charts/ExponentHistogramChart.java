package org.snapwear.study.charts;

import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.labels.StandardXYToolTipGenerator;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;

/**
 * [Delta snapshots, docs/papers.md#delta-snapshots] Fig. 8: how many parameters have each (unbiased) exponent, one line per snapshot. With many snapshots
 * at most {@value #MAX_SERIES} are drawn, evenly spaced and always including the first and the last, so the
 * chart stays readable; the CSV keeps all of them. Table {@link TableIds#EXPONENT_HISTOGRAM}.
 */
public final class ExponentHistogramChart implements ChartBuilder {

    public static final String ID = "exponent_histogram";
    static final int MAX_SERIES = 6;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Exponent distribution";
    }

    @Override
    public List<String> tables() {
        return List.of(TableIds.EXPONENT_HISTOGRAM);
    }

    @Override
    public JFreeChart build(StudyResults results, ChartContext ctx) {
        ResultTable t = results.table(TableIds.EXPONENT_HISTOGRAM).orElseThrow();
        boolean multi = TableRows.multiple(t, "source");
        Map<String, XYSeries> all = new LinkedHashMap<>();
        for (List<Object> row : t.rows()) {
            String key = TableRows.label("iteration " + TableRows.text(t, row, "iteration"),
                    TableRows.text(t, row, "source"), multi);
            all.computeIfAbsent(key, k -> new XYSeries(k, true, false)).add(TableRows.require(t, row, "exponent"),
                    TableRows.require(t, row, "count"));
        }
        XYSeriesCollection data = new XYSeriesCollection();
        selected(new ArrayList<>(all.values())).forEach(data::addSeries);
        XYLineAndShapeRenderer r = ChartStyle.lines(true);
        for (int i = 0; i < data.getSeriesCount(); i++) {
            ChartStyle.series(r, i, SchemePalette.hue(i));
        }
        r.setDefaultToolTipGenerator(new StandardXYToolTipGenerator("{0}: exponent {1}: {2} parameters",
                NumberFormat.getIntegerInstance(Locale.ROOT), NumberFormat.getIntegerInstance(Locale.ROOT)));
        XYPlot plot = new XYPlot(data, ChartStyle.integerAxis("exponent (unbiased)"),
                ChartStyle.numberAxis("parameters", true), r);
        ChartStyle.style(plot);
        String sub = "Delta snapshots (Wang et al. 2019), Fig. 8" + (all.size() > data.getSeriesCount()
                ? " · " + data.getSeriesCount() + " of " + all.size() + " snapshots shown" : "");
        return ChartStyle.chart(title(), sub, plot, true);
    }

    /** At most MAX_SERIES series: first, last and evenly spaced ones between. */
    static List<XYSeries> selected(List<XYSeries> all) {
        if (all.size() <= MAX_SERIES) {
            return all;
        }
        List<XYSeries> out = new ArrayList<>();
        for (int i = 0; i < MAX_SERIES; i++) {
            out.add(all.get((int) Math.round(i * (all.size() - 1) / (double) (MAX_SERIES - 1))));
        }
        return out;
    }
}
