package org.snapwear.study.charts;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;

/**
 * The rows of the {@code schemes} table kept by a chart (scheme filter applied), keyed by the bar's category
 * label ("scheme" or "scheme · source" when several sources were run). Shared by the per-scheme bar charts.
 */
final class SchemeTotals {

    final ResultTable table;
    final Map<String, List<Object>> rows = new LinkedHashMap<>();
    final Map<String, String> schemeOf = new LinkedHashMap<>();

    SchemeTotals(StudyResults results, ChartContext ctx) {
        table = results.table(TableIds.SCHEMES).orElseThrow();
        boolean multi = TableRows.multiple(table, "source");
        for (List<Object> row : table.rows()) {
            String scheme = TableRows.text(table, row, "scheme");
            if (!ctx.includes(scheme)) {
                continue;
            }
            String label = TableRows.label(scheme, TableRows.text(table, row, "source"), multi);
            rows.put(label, row);
            schemeOf.put(label, scheme);
        }
    }
}
