package org.snapwear.study.report;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.snapwear.study.charts.StudyChart;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ConfigNode;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.Scalar;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.SummaryLabels;

/**
 * index.html of a report: one self-contained page (inline CSS, no JavaScript) with the study name, summary,
 * warnings, the configuration used, every chart as a PNG linking its SVG, and every table with links to its CSV
 * and JSON. Long tables are folded in a &lt;details&gt; element. All text is HTML-escaped.
 */
final class HtmlIndex {

    /** Tables longer than this start folded. */
    static final int FOLD_ROWS = 40;

    private static final String CSS = """
            body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:#222;\
            margin:0 auto;max-width:1060px;padding:24px;line-height:1.45}
            h1{font-size:26px;margin-bottom:4px}h2{margin-top:36px;border-bottom:1px solid #ddd;padding-bottom:4px}
            h3{margin-bottom:4px}.muted{color:#666}nav a{margin-right:14px}
            table{border-collapse:collapse;font-size:13px;margin:8px 0}
            th,td{border:1px solid #ddd;padding:3px 8px;text-align:left;vertical-align:top}
            th{background:#f3f3f3}td.n{text-align:right;font-variant-numeric:tabular-nums}
            figure{margin:18px 0}figure img{max-width:100%;height:auto;border:1px solid #eee}
            .warn{background:#fff4e5;border-left:4px solid #e67e22;padding:6px 12px;margin:4px 0}
            """;

    private HtmlIndex() {
    }

    static String render(StudyResults r, List<StudyChart> charts) {
        StringBuilder h = new StringBuilder(64 * 1024);
        String name = r.studyName() == null ? "study" : r.studyName();
        h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>Snapwear report: ").append(Html.escape(name)).append("</title>\n<style>\n")
                .append(CSS).append("</style>\n</head>\n<body>\n");
        h.append("<h1>").append(Html.escape(name)).append("</h1>\n<p class=\"muted\">Snapwear study report · ");
        if (r.seconds() > 0) {
            // a sweep leaves its run time out (0) so that every machine writes the same bytes
            h.append(String.format(Locale.ROOT, "run time %.1f s", r.seconds())).append(" · ");
        }
        h.append("<a href=\"results.json\">results.json</a></p>\n");
        h.append("<nav><a href=\"#summary\">Summary</a><a href=\"#charts\">Charts</a><a href=\"#tables\">Tables</a>")
                .append("<a href=\"#configuration\">Configuration</a></nav>\n");

        h.append("<h2 id=\"summary\">Summary</h2>\n");
        for (String w : r.warnings()) {
            h.append("<div class=\"warn\">").append(Html.escape(w)).append("</div>\n");
        }
        summary(h, r.summary());

        h.append("<h2 id=\"charts\">Charts</h2>\n");
        if (charts.isEmpty()) {
            h.append("<p class=\"muted\">This run produced no table that a chart draws.</p>\n");
        }
        for (StudyChart c : charts) {
            String id = Html.href(c.id());
            h.append("<figure id=\"chart-").append(Html.escape(c.id())).append("\">\n<a href=\"charts/").append(id)
                    .append(".svg\"><img src=\"charts/").append(id).append(".png\" alt=\"")
                    .append(Html.escape(c.title())).append("\" width=\"").append(ChartExport.DEFAULT_WIDTH)
                    .append("\" height=\"").append(ChartExport.DEFAULT_HEIGHT).append("\"></a>\n<figcaption>")
                    .append(Html.escape(c.title())).append(" · <a href=\"charts/").append(id)
                    .append(".svg\">SVG</a> · data:");
            for (String t : c.sourceTables()) {
                h.append(" <a href=\"#table-").append(Html.escape(t)).append("\">").append(Html.escape(t))
                        .append("</a>");
            }
            h.append("</figcaption>\n</figure>\n");
        }

        h.append("<h2 id=\"tables\">Tables</h2>\n");
        for (ResultTable t : r.tables()) {
            table(h, t);
        }

        h.append("<h2 id=\"configuration\">Configuration used</h2>\n");
        keyValues(h, r.configuration());
        h.append("</body>\n</html>\n");
        return h.toString();
    }

    private static void table(StringBuilder h, ResultTable t) {
        String id = Html.href(t.id());
        h.append("<h3 id=\"table-").append(Html.escape(t.id())).append("\">").append(Html.escape(t.title()))
                .append("</h3>\n<p class=\"muted\">");
        if (!t.description().isEmpty()) {
            h.append(Html.escape(t.description())).append(" · ");
        }
        h.append(t.rowCount()).append(" rows · <a href=\"tables/").append(id).append(".csv\">CSV</a> · <a href=\"tables/")
                .append(id).append(".json\">JSON</a></p>\n");
        boolean fold = t.rowCount() > FOLD_ROWS;
        if (fold) {
            h.append("<details><summary>show ").append(t.rowCount()).append(" rows</summary>\n");
        }
        h.append("<table>\n<thead><tr>");
        for (Column c : t.schema().columns()) {
            h.append("<th title=\"").append(Html.escape(c.key())).append("\">").append(Html.escape(c.heading("(", ")")))
                    .append("</th>");
        }
        h.append("</tr></thead>\n<tbody>\n");
        for (List<Object> row : t.rows()) {
            h.append("<tr>");
            for (Object cell : row) {
                h.append(cell instanceof Number ? "<td class=\"n\">" : "<td>").append(Html.escape(display(cell)))
                        .append("</td>");
            }
            h.append("</tr>\n");
        }
        h.append("</tbody>\n</table>\n");
        if (fold) {
            h.append("</details>\n");
        }
    }

    /** A readable number: integers as is, floating values with up to 6 significant decimals. */
    static String display(Object cell) {
        if (cell instanceof Double || cell instanceof Float) {
            double d = ((Number) cell).doubleValue();
            if (!Double.isFinite(d) || d == Math.rint(d) && Math.abs(d) < 1e15) {
                return Double.isFinite(d) ? Long.toString((long) d) : Double.toString(d);
            }
            return new java.math.BigDecimal(d).round(new java.math.MathContext(6)).stripTrailingZeros()
                    .toPlainString();
        }
        return Cells.text(cell);
    }

    /** The summary as a two-column table of figures. */
    private static void summary(StringBuilder h, Map<String, Scalar> summary) {
        if (summary.isEmpty()) {
            h.append("<p class=\"muted\">none</p>\n");
            return;
        }
        h.append("<table>\n");
        for (var e : summary.entrySet()) {
            h.append("<tr><th title=\"").append(Html.escape(e.getKey())).append("\">")
                    .append(Html.escape(SummaryLabels.label(e.getKey()))).append("</th><td>")
                    .append(Html.escape(text(e.getValue()))).append("</td></tr>\n");
        }
        h.append("</table>\n");
    }

    /** A two-column table of the named children of a branch; nested branches become nested tables. */
    private static void keyValues(StringBuilder h, Map<String, ConfigNode> children) {
        if (children.isEmpty()) {
            h.append("<p class=\"muted\">none</p>\n");
            return;
        }
        h.append("<table>\n");
        for (var e : children.entrySet()) {
            h.append("<tr><th>").append(Html.escape(e.getKey())).append("</th><td>");
            node(h, e.getValue());
            h.append("</td></tr>\n");
        }
        h.append("</table>\n");
    }

    /**
     * A value cell or list item: a nested table for a branch, an item list for a list (a list inside a list, which
     * no record writes, nests the same way), else the value's text.
     */
    private static void node(StringBuilder h, ConfigNode v) {
        if (v instanceof ConfigNode.Branch b) {
            keyValues(h, b.children());
        } else if (v instanceof ConfigNode.Items items) {
            h.append("<ul>");
            for (ConfigNode o : items.items()) {
                h.append("<li>");
                node(h, o);
                h.append("</li>");
            }
            h.append("</ul>");
        } else if (v instanceof ConfigNode.Leaf l) {
            h.append(Html.escape(text(l.value())));
        }
        // ConfigNode.Null: an empty cell, as an empty table cell shows null.
    }

    /** A figure's text: numbers as {@link #display} shows table cells. */
    private static String text(Scalar v) {
        return v instanceof Scalar.Num n ? display(n.value()) : v.display();
    }
}
