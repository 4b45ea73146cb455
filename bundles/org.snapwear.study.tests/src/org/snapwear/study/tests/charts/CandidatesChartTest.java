package org.snapwear.study.tests.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.awt.Paint;
import java.util.List;

import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainCategoryPlot;
import org.jfree.data.category.CategoryDataset;
import org.junit.jupiter.api.Test;
import org.snapwear.study.charts.CandidatesChart;
import org.snapwear.study.charts.StudyChart;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;

/**
 * The run overview's chart of its candidates: one bar per row of the candidates table in both panels (written %
 * and erases, the table's own numbers), named short, the best one in a colour of its own, raw and the candidates
 * outside the cap apart from those within it.
 */
class CandidatesChartTest {

    private static StudyResults overview() {
        ResultTable t = new ResultTable(TableIds.OVERVIEW_CANDIDATES, "Run overview: candidate schemes", "",
                List.of(Column.of("scheme", "Scheme"), Column.of("codec", "Codec"),
                        Column.of("baseline_codec", "Baseline codec"), Column.of("mode", "Mode"),
                        new Column("snap_dis", "snap_dis", "snapshots"), new Column("raw_bytes", "Raw", "bytes"),
                        new Column("written_bytes", "Written", "bytes"),
                        new Column("written_pct", "Written", "% of raw"),
                        new Column("peak_useful_snapshots", "Peak useful storage", "raw snapshots"),
                        new Column("erases", "Erases", "blocks"),
                        Column.of("write_amplification", "Write amplification"),
                        Column.of("within_cap", "Within storage cap"), Column.of("best", "Best")));
        t.addRow("full raw", "raw", "raw", "full", 1, 1000L, 1000L, 100.0, 4.0, 40L, 1.0, false, false);
        t.addRow("progressive dynrle/huffman-exp snap_dis 2", "dynrle", "huffman-exp", "progressive", 2, 1000L,
                900L, 90.0, 2.5, 36L, 1.0, false, false);
        t.addRow("chain predictive/huffman-exp snap_dis 4", "predictive", "huffman-exp", "chain", 4, 1000L, 860L,
                86.0, 1.4, 32L, 1.0, true, true);
        t.addRow("chain dynrle/huffman-exp snap_dis 4", "dynrle", "huffman-exp", "chain", 4, 1000L, 880L, 88.0,
                1.5, 33L, 1.0, true, false);
        StudyResults r = new StudyResults("Run overview: test");
        r.add(t);
        return r;
    }

    @Test
    void oneBarPerCandidateInBothPanelsWithTheBestApart() {
        StudyChart c = CandidatesChart.of(overview());
        assertEquals(TableIds.OVERVIEW_CANDIDATES, c.primaryTable());
        CombinedDomainCategoryPlot plot = (CombinedDomainCategoryPlot) c.chart().getPlot();
        CategoryPlot written = (CategoryPlot) plot.getSubplots().get(0);
        CategoryPlot erases = (CategoryPlot) plot.getSubplots().get(1);
        CategoryDataset w = written.getDataset();
        CategoryDataset e = erases.getDataset();
        assertEquals(List.of("full raw", "dynrle prog 2", "predictive chain 4", "dynrle chain 4"), w.getColumnKeys());
        assertEquals(w.getColumnKeys(), e.getColumnKeys());
        assertEquals(86.0, w.getValue(0, 2).doubleValue());
        assertEquals(33.0, e.getValue(0, 3).doubleValue());
        Paint raw = written.getRenderer().getItemPaint(0, 0);
        Paint outsideCap = written.getRenderer().getItemPaint(0, 1);
        Paint best = written.getRenderer().getItemPaint(0, 2);
        Paint withinCap = written.getRenderer().getItemPaint(0, 3);
        assertNotEquals(best, withinCap);
        assertNotEquals(withinCap, outsideCap);
        assertNotEquals(raw, outsideCap);
        assertEquals(best, erases.getRenderer().getItemPaint(0, 2), "the same colours in both panels");
        assertEquals("predictive chain 4", CandidatesChart.shortName("chain", "predictive", "huffman-exp", 4));
        assertEquals("full raw", CandidatesChart.shortName("full", "raw", "raw", 1));
    }
}
