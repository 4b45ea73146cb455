package org.snapwear.study.overview;

import java.util.Locale;

import org.snapwear.study.outcome.LossOutcome;
import org.snapwear.study.report.Html;
import org.snapwear.study.sim.LossRow;

/**
 * The "Loss profiles" section of overview.html: the exact verdict beside the same scheme saved with each loss
 * profile (bytes, % of saving raw, erases, lifetime), then the measured error per role. Lossy rows are marked as such
 * and name their bound; the section is absent when no profile was measured.
 */
final class LossHtml {

    private LossHtml() {
    }

    static void append(StringBuilder h, RunOverview o) {
        if (o.lossy().isEmpty()) {
            return;
        }
        h.append("<h2 id=\"loss\">Loss profiles</h2>\n<p class=\"muted\">")
                .append(Html.escape("The best exact scheme (" + o.best().label() + ") saved again with each loss "
                        + "profile, every lossy tensor checked against its bound. Lossy rows are not the "
                        + "recommendation: exact stays the default."))
                .append("</p>\n<table>\n<tr><th>Profile</th><th>Kind</th><th>Written bytes</th>")
                .append("<th>Written % of saving raw</th><th>Erases</th><th>SSD lifetime</th><th>Bound</th></tr>\n");
        h.append("<tr class=\"best\"><td>exact</td><td>exact</td>");
        OverviewHtml.num(h, o.best().writtenBytes());
        h.append(String.format(Locale.ROOT, "<td class=\"n\">%.2f</td>", o.writtenVsRawPct()));
        OverviewHtml.num(h, o.best().ssd().erases());
        h.append("<td>").append(Html.escape(OverviewText.years(o.bestLifetime().years())))
                .append("</td><td>byte for byte</td></tr>\n");
        for (LossOutcome r : o.lossy()) {
            h.append("<tr class=\"lossy\"><td>").append(Html.escape(r.loss().name())).append("</td><td>lossy</td>");
            OverviewHtml.num(h, r.outcome().writtenBytes());
            h.append(String.format(Locale.ROOT, "<td class=\"n\">%.2f</td>", o.writtenVsRawPct(r)));
            OverviewHtml.num(h, r.outcome().ssd().erases());
            h.append("<td>").append(Html.escape(OverviewText.years(o.lifetime(r).years()))).append("</td><td>")
                    .append(Html.escape(r.loss().bound())).append("</td></tr>\n");
        }
        h.append("</table>\n<table>\n<tr><th>Profile</th><th>Role</th><th>Codec</th><th>Lossy tensors</th>")
                .append("<th>Error domain</th><th>Max error in domain</th><th>Max relative error</th>")
                .append("<th>Mean relative error</th><th>Of bound</th><th>Pruned %</th></tr>\n");
        for (LossOutcome r : o.lossy()) {
            for (LossRow e : r.errors()) {
                h.append("<tr><td>").append(Html.escape(r.loss().name())).append("</td><td>")
                        .append(Html.escape(e.role())).append("</td><td>").append(Html.escape(e.codec()))
                        .append("</td>");
                OverviewHtml.num(h, e.tensors());
                h.append(String.format(Locale.ROOT, "<td>%s</td><td class=\"n\">%.4g</td><td class=\"n\">%s</td>"
                        + "<td class=\"n\">%s</td><td class=\"n\">%s</td><td class=\"n\">%.2f</td></tr>\n",
                        Html.escape(e.errorDomain()), e.maxAbsErrorInDomain(), OverviewText.relative(e, e.maxRelError()),
                        OverviewText.relative(e, e.meanRelError()), OverviewText.ofBound(e),
                        100 * e.fractionPruned()));
            }
        }
        h.append("</table>\n");
    }
}
