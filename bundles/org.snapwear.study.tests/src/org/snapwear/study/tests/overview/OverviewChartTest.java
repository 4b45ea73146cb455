package org.snapwear.study.tests.overview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainCategoryPlot;
import org.junit.jupiter.api.Test;
import org.snapwear.study.charts.CandidatesChart;
import org.snapwear.study.charts.StudyCharts;
import org.snapwear.study.outcome.DeviceOutcome;
import org.snapwear.study.outcome.SchemeOutcome;
import org.snapwear.study.overview.Lifetime;
import org.snapwear.study.overview.OverviewReportWriter;
import org.snapwear.study.overview.OverviewResults;
import org.snapwear.study.overview.OverviewSettings;
import org.snapwear.study.overview.RunContents;
import org.snapwear.study.overview.RunMeasurements;
import org.snapwear.study.overview.RunOverview;
import org.snapwear.study.overview.RunOverviews;

/**
 * The run overview page draws its candidates: written volume (% of raw), erases and the SSD lifetime line per
 * candidate, the same chart the Results view shows for the overview; its byte counts have thousands separators.
 */
class OverviewChartTest {

    /** The device figures the overview reads (host and flash pages, write amplification, erases, erase max). */
    private static DeviceOutcome ssd(long host, long flash, double wa, long erases, int eraseMax) {
        return new DeviceOutcome(0, 0, host, flash, wa, erases, 0, 0, eraseMax, 0, 0, 0, 0, 0, 0);
    }

    private static final SchemeOutcome RAW = new SchemeOutcome("raw", "raw", "full", 1, 4, 4_000_000, 4_100_000,
            102.5, 1_025_000, 1.025, true, ssd(1001, 1001, 1.0, 40, 1), null);
    private static final SchemeOutcome CHAIN = new SchemeOutcome("zz", "huffman-exp", "chain", 3, 4, 4_000_000,
            2_900_000, 72.5, 1_500_000, 1.5, true, ssd(708, 708, 1.0, 32, 1), null);

    private static RunOverview overview() {
        RunContents contents = new RunContents("run", List.of(), List.of(), List.of());
        return RunOverviews.verdict(new RunMeasurements(contents, List.of(CHAIN), RAW, 0, 0),
                OverviewSettings.defaults());
    }

    @Test
    void writtenErasesAndLifetimePerCandidate() {
        RunOverview o = overview();
        JFreeChart c = StudyCharts.chart(OverviewResults.of(o), CandidatesChart.ID, null).orElseThrow().chart();
        @SuppressWarnings("unchecked")
        List<CategoryPlot> panels = ((CombinedDomainCategoryPlot) c.getPlot()).getSubplots();
        assertEquals(3, panels.size(), "written, erases, lifetime");
        assertEquals(List.of("full raw", CandidatesChart.shortName("chain", "zz", "huffman-exp", 3)),
                panels.get(0).getDataset().getColumnKeys());
        assertEquals(102.5, panels.get(0).getDataset().getValue(0, 0).doubleValue(), 1e-9);
        assertEquals(40, panels.get(1).getDataset().getValue(0, 0).intValue());
        assertEquals(32, panels.get(1).getDataset().getValue(0, 1).intValue());
        assertEquals(Lifetime.of(CHAIN, o.settings()).years(), panels.get(2).getDataset().getValue(0, 1).doubleValue(),
                1e-9);
    }

    @Test
    void thePageCarriesTheChartAndSeparatesThousands() {
        String html = OverviewReportWriter.html(overview());
        assertTrue(html.contains("<h2 id=\"chart\">") && html.contains("<svg"), "the chart is inline");
        assertTrue(html.contains("<td class=\"n\">4,100,000</td>"), html);
    }
}
