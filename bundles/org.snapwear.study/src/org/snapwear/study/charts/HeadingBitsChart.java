package org.snapwear.study.charts;

import java.text.NumberFormat;
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
 * [Delta snapshots, docs/papers.md#delta-snapshots] Table 1: for each successive pair of snapshots, the fraction of parameters whose XOR with the previous
 * value has at least 4, 8 and 12 heading zero bits, and of equal parameters; x = the later iteration.
 * Table {@link TableIds#HEADING_BITS}.
 */
public final class HeadingBitsChart implements ChartBuilder {

    public static final String ID = "heading_bits";
    static final String[] KEYS = {"heading_ge4", "heading_ge8", "heading_ge12", "equal_params"};
    static final String[] NAMES = {"≥ 4 heading zero bits", "≥ 8 heading zero bits", "≥ 12 heading zero bits",
        "equal parameters"};

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Heading zero bits between successive snapshots";
    }

    @Override
    public List<String> tables() {
        return List.of(TableIds.HEADING_BITS);
    }

    @Override
    public JFreeChart build(StudyResults results, ChartContext ctx) {
        ResultTable t = results.table(TableIds.HEADING_BITS).orElseThrow();
        boolean multi = TableRows.multiple(t, "source");
        Map<String, XYSeries> series = new LinkedHashMap<>();
        Map<String, Integer> measure = new LinkedHashMap<>();
        for (List<Object> row : t.rows()) {
            String source = TableRows.text(t, row, "source");
            double x = TableRows.require(t, row, "to_iteration");
            for (int k = 0; k < KEYS.length; k++) {
                String name = TableRows.label(NAMES[k], source, multi);
                measure.put(name, k);
                Double y = TableRows.number(t, row, KEYS[k]);
                if (y != null) {
                    series.computeIfAbsent(name, n -> new XYSeries(n, false, true)).add(x, y);
                }
            }
        }
        XYSeriesCollection data = new XYSeriesCollection();
        series.values().forEach(data::addSeries);
        XYLineAndShapeRenderer r = ChartStyle.lines(true);
        for (int i = 0; i < data.getSeriesCount(); i++) {
            int k = measure.get((String) data.getSeriesKey(i));
            ChartStyle.series(r, i, SchemePalette.hue(k));
            if (multi) {
                // Sources differ by dash so a measure keeps its colour.
                r.setSeriesStroke(i, i / KEYS.length % 2 == 0 ? ChartStyle.LINE : ChartStyle.DASHED);
            }
        }
        NumberFormat pct = NumberFormat.getPercentInstance(Locale.ROOT);
        pct.setMaximumFractionDigits(2);
        r.setDefaultToolTipGenerator(new StandardXYToolTipGenerator("{0}: pair ending at iteration {1}: {2}",
                NumberFormat.getIntegerInstance(Locale.ROOT), pct));
        XYPlot plot = new XYPlot(data, ChartStyle.integerAxis("iteration (later snapshot of the pair)"),
                ChartStyle.fractionAxis("share of parameters"), r);
        ChartStyle.style(plot);
        return ChartStyle.chart(title(), "Delta snapshots (Wang et al. 2019), Table 1 · XOR of a parameter with its previous value", plot,
                true);
    }
}
