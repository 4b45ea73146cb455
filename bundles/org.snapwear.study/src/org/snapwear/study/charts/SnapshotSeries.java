package org.snapwear.study.charts;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;

/**
 * One XY series per scheme (and source) over the iterations of the {@code snapshots} table, for one column; the
 * renderer gets each scheme's colour. Shared by the per-snapshot line charts.
 */
final class SnapshotSeries {

    final XYSeriesCollection data = new XYSeriesCollection();
    final Map<String, String> schemeOf = new LinkedHashMap<>();

    SnapshotSeries(StudyResults results, ChartContext ctx, String column) {
        ResultTable t = results.table(TableIds.SNAPSHOTS).orElseThrow();
        boolean multi = TableRows.multiple(t, "source");
        Map<String, XYSeries> series = new LinkedHashMap<>();
        for (List<Object> row : t.rows()) {
            String scheme = TableRows.text(t, row, "scheme");
            if (!ctx.includes(scheme)) {
                continue;
            }
            String key = TableRows.label(scheme, TableRows.text(t, row, "source"), multi);
            schemeOf.put(key, scheme);
            // autoSort off, duplicates allowed: the table's order is the save order.
            XYSeries s = series.computeIfAbsent(key, k -> new XYSeries(k, false, true));
            Double y = TableRows.number(t, row, column);
            if (y != null) {
                s.add(TableRows.require(t, row, "iteration"), y);
            }
        }
        series.values().forEach(data::addSeries);
    }

    void colour(XYLineAndShapeRenderer r, ChartContext ctx) {
        for (int i = 0; i < data.getSeriesCount(); i++) {
            ChartStyle.series(r, i, ctx.palette().colourOf(schemeOf.get((String) data.getSeriesKey(i))));
        }
    }
}
