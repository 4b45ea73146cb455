package org.snapwear.study.tests.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.HashSet;
import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.Tick;
import org.jfree.chart.ui.RectangleEdge;
import org.junit.jupiter.api.Test;
import org.snapwear.study.analyses.BuddyStudyAnalysis;
import org.snapwear.study.charts.StudyCharts;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;

/**
 * The Buddy chart's lower axis (fraction of accesses to buddy memory) when every value is zero (no entry
 * overflows) and when values are tiny: a range starting at zero and distinct tick labels, never "-0%".
 */
class BuddyChartAxisTest {

    private static NumberAxis accessAxis(double... fractions) {
        ResultTable t = BuddyStudyAnalysis.newBuddyTable();
        String[] compressors = {"bpc", "bdi", "zero"};
        for (int i = 0; i < fractions.length; i++) {
            t.addRow("cnn@20", 20L, compressors[i], 1000L, 512.0, 2.0, 1.9, fractions[i], fractions[i], 0.004);
        }
        StudyResults r = new StudyResults("axis");
        r.add(t);
        JFreeChart c = StudyCharts.chart(r, "buddy", null).orElseThrow().chart();
        return (NumberAxis) ChartValues.category(c, 1).getRangeAxis();
    }

    /** The tick labels the axis draws on a 200-pixel-high plot (major ticks). */
    private static List<String> labels(NumberAxis axis) {
        Graphics2D g = new BufferedImage(400, 300, BufferedImage.TYPE_INT_RGB).createGraphics();
        try {
            List<? extends Tick> ticks = axis.refreshTicks(g, new AxisState(), new Rectangle2D.Double(60, 20, 300, 200),
                    RectangleEdge.LEFT);
            // minor ticks carry no label
            return ticks.stream().map(Tick::getText).filter(l -> l != null && !l.isEmpty()).toList();
        } finally {
            g.dispose();
        }
    }

    @Test
    void allZeroFractionsGetAFixedRangeFromZeroWithDistinctLabels() {
        NumberAxis axis = accessAxis(0, 0, 0);
        assertEquals(0.0, axis.getLowerBound());
        assertTrue(axis.getUpperBound() > 0, "upper bound " + axis.getUpperBound());
        List<String> labels = labels(axis);
        assertTrue(labels.size() >= 2, labels.toString());
        assertEquals("0%", labels.get(0), labels.toString());
        assertEquals(labels.size(), new HashSet<>(labels).size(), "no label repeats: " + labels);
        assertFalse(labels.stream().anyMatch(l -> l.startsWith("-")), labels.toString());
    }

    @Test
    void tinyFractionsKeepEnoughDecimalsAndNoNegativeTicks() {
        NumberAxis axis = accessAxis(0.0002, 0.0001, 0);
        assertEquals(0.0, axis.getLowerBound());
        List<String> labels = labels(axis);
        assertEquals(labels.size(), new HashSet<>(labels).size(), "no label repeats: " + labels);
        assertFalse(labels.stream().anyMatch(l -> l.startsWith("-")), labels.toString());
    }
}
