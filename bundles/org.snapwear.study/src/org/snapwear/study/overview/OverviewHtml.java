package org.snapwear.study.overview;

import java.util.List;
import java.util.Locale;

import org.snapwear.study.charts.CandidatesChart;
import org.snapwear.study.charts.StudyCharts;
import org.snapwear.study.outcome.SchemeOutcome;
import org.snapwear.study.report.ChartExport;
import org.snapwear.study.report.Html;

/**
 * overview.html: one self-contained page (inline CSS, no JavaScript) with the verdict first, then what was read and
 * every candidate; all text HTML-escaped.
 */
final class OverviewHtml {

    private static final String CSS = """
            body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:#222;\
            margin:0 auto;max-width:1060px;padding:24px;line-height:1.45}
            h2{margin-top:30px;border-bottom:1px solid #ddd;padding-bottom:4px}.muted{color:#666}
            table{border-collapse:collapse;font-size:13px;margin:8px 0}
            th,td{border:1px solid #ddd;padding:3px 8px;text-align:left;vertical-align:top}
            th{background:#f3f3f3}td.n{text-align:right;font-variant-numeric:tabular-nums}
            tr.best td{background:#eaf6ea}.warn{background:#fff4e5;border-left:4px solid #e67e22;padding:6px 12px}
            .chart svg{max-width:100%;height:auto}
            """;

    private OverviewHtml() {
    }

    static String render(RunOverview o) {
        StringBuilder h = new StringBuilder(32 * 1024);
        RunContents c = o.contents();
        OverviewSettings s = o.settings();
        h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Snapwear run overview: ")
                .append(Html.escape(c.source())).append("</title>\n<style>\n").append(CSS)
                .append("</style>\n</head>\n<body>\n<h1>Run overview</h1>\n<p class=\"muted\">")
                .append(Html.escape(c.source())).append(" · <a href=\"overview.json\">overview.json</a></p>\n");

        h.append("<h2 id=\"verdict\">Verdict</h2>\n");
        if (!o.bestWithinCap()) {
            h.append("<div class=\"warn\">").append(Html.escape(String.format(Locale.ROOT,
                    "No candidate keeps peak useful storage within %.2f raw snapshots; the least written one is shown.",
                    s.storageCapSnapshots()))).append("</div>\n");
        }
        SchemeOutcome best = o.best();
        h.append("<table>\n");
        row(h, "Best scheme and codec", best.label());
        row(h, "Written", String.format(Locale.ROOT, "%s = %.1f%% of saving raw (%s)", OverviewText.bytes(best.writtenBytes()),
                o.writtenVsRawPct(), OverviewText.bytes(o.raw().writtenBytes())));
        row(h, "SSD erases", String.format(Locale.ROOT, "%,d against %,d saving raw (%+,d); write amplification %.2f",
                best.ssd().erases(), o.raw().ssd().erases(), o.erasesVsRaw(), best.ssd().writeAmplification()));
        row(h, "Storage cap", String.format(Locale.ROOT, "%.2f raw snapshots of peak useful storage (best: %.2f)",
                s.storageCapSnapshots(), best.peakUsefulSnapshots()));
        for (SnapDisAdvice a : List.of(o.progressive(), o.chain())) {
            row(h, "snap_dis, " + a.mode(), (a.snapDis() == 0 ? "none" : String.format(Locale.ROOT,
                    "%d (%.1f%% of raw, peak %.2f raw snapshots)", a.snapDis(), a.writtenPct(), a.peakUsefulSnapshots()))
                    + " — " + a.rule());
        }
        row(h, "SSD lifetime", String.format(Locale.ROOT, "a checkpoint every %.0f min on %s (%.0f TBW): best %s, %s; raw %s, %s",
                s.checkpointIntervalMinutes(), s.ssd().label(), s.ssd().ratedTbw(),
                OverviewText.tbPerDay(o.bestLifetime().tbPerDay()), OverviewText.years(o.bestLifetime().years()),
                OverviewText.tbPerDay(o.rawLifetime().tbPerDay()), OverviewText.years(o.rawLifetime().years())));
        h.append("</table>\n");
        LossHtml.append(h, o);

        // the candidates as a chart (the page stays one file: the SVG is inline)
        StudyCharts.chart(OverviewResults.of(o), CandidatesChart.ID, null).ifPresent(chart -> h
                .append("<h2 id=\"chart\">Written volume, erases and SSD lifetime</h2>\n<div class=\"chart\">")
                .append(ChartExport.svg(chart, ChartExport.DEFAULT_WIDTH, 720)).append("</div>\n"));

        h.append("<h2 id=\"read\">What was read</h2>\n<table>\n<tr><th>Iteration</th><th>Member</th><th>Formats</th>")
                .append("<th>Files</th><th>Tensors</th><th>Tensor bytes</th><th>Bytes on disk</th></tr>\n");
        for (RunContents.Member m : c.members()) {
            h.append("<tr><td class=\"n\">").append(m.iteration()).append("</td><td>").append(Html.escape(m.name()))
                    .append("</td><td>").append(Html.escape(String.join(", ", m.formats()))).append("</td>");
            num(h, m.files());
            num(h, m.tensors());
            num(h, m.tensorBytes());
            num(h, m.totalBytes());
            h.append("</tr>\n");
        }
        h.append("</table>\n");
        shares(h, "dtype", c.dtypes());
        shares(h, "Role", c.roles());

        h.append("<h2 id=\"candidates\">Candidates</h2>\n<table>\n<tr><th>Scheme</th><th>Written bytes</th>")
                .append("<th>Written % of raw</th><th>Peak useful (raw snapshots)</th><th>Erases</th>")
                .append("<th>Write amplification</th><th>Verified</th></tr>\n");
        for (SchemeOutcome x : concat(o.raw(), o.measurements().candidates())) {
            h.append(x == best ? "<tr class=\"best\">" : "<tr>").append("<td>").append(Html.escape(x.label()))
                    .append("</td>");
            num(h, x.writtenBytes());
            h.append(String.format(Locale.ROOT, "<td class=\"n\">%.2f</td><td class=\"n\">%.2f</td>", x.writtenPct(),
                    x.peakUsefulSnapshots()));
            num(h, x.ssd().erases());
            h.append(String.format(Locale.ROOT, "<td class=\"n\">%.3f</td><td>%s</td></tr>\n",
                    x.ssd().writeAmplification(), x.verified() ? "yes" : "NO"));
        }
        h.append("</table>\n</body>\n</html>\n");
        return h.toString();
    }

    private static List<SchemeOutcome> concat(SchemeOutcome first, List<SchemeOutcome> rest) {
        List<SchemeOutcome> all = new java.util.ArrayList<>(rest.size() + 1);
        all.add(first);
        all.addAll(rest);
        return all;
    }

    private static void shares(StringBuilder h, String what, List<RunContents.Share> shares) {
        h.append("<table>\n<tr><th>").append(what).append("</th><th>Tensors</th><th>Bytes</th></tr>\n");
        for (RunContents.Share s : shares) {
            h.append("<tr><td>").append(Html.escape(s.id())).append("</td>");
            num(h, s.tensors());
            num(h, s.bytes());
            h.append("</tr>\n");
        }
        h.append("</table>\n");
    }

    static void row(StringBuilder h, String key, String value) {
        h.append("<tr><th>").append(Html.escape(key)).append("</th><td>").append(Html.escape(value)).append("</td></tr>\n");
    }

    /** A count or byte count with thousands separators (4,194,304), as the terminal prints them. */
    static void num(StringBuilder h, long v) {
        h.append("<td class=\"n\">").append(String.format(Locale.ROOT, "%,d", v)).append("</td>");
    }
}
