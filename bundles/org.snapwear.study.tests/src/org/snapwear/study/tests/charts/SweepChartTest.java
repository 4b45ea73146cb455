package org.snapwear.study.tests.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.snapwear.study.charts.StudyCharts;
import org.snapwear.study.charts.SweepChart;
import org.snapwear.study.tests.report.SyntheticResults;

/**
 * The sweep chart draws the synthetic sweep's formulas (write amplification 1 + snap_dis / 10 on 64 blocks per
 * chip, 1 + snap_dis / 20 on 128; erases 3 x snap_dis x blocks / 64), one line per scheme and device.
 */
class SweepChartTest {

    private static final String SMALL = "dynrle-chain · greedy op 0.15 gc 0.05 64 blocks/chip";
    private static final String LARGE = "dynrle-chain · greedy op 0.15 gc 0.05 128 blocks/chip";

    @Test
    void writeAmplificationAndErasesPerSchemeAndDevice() {
        JFreeChart c = StudyCharts.chart(SyntheticResults.create(), SweepChart.ID, null).orElseThrow().chart();
        Map<String, List<List<Double>>> wa = new LinkedHashMap<>();
        wa.put(SMALL, List.of(List.of(2.0, 1.2), List.of(5.0, 1.5), List.of(10.0, 2.0)));
        wa.put(LARGE, List.of(List.of(2.0, 1.1), List.of(5.0, 1.25), List.of(10.0, 1.5)));
        assertEquals(wa, points(ChartValues.xy(c, 0).getDataset()));
        Map<String, List<List<Double>>> erases = new LinkedHashMap<>();
        erases.put(SMALL, List.of(List.of(2.0, 6.0), List.of(5.0, 15.0), List.of(10.0, 30.0)));
        erases.put(LARGE, List.of(List.of(2.0, 12.0), List.of(5.0, 30.0), List.of(10.0, 60.0)));
        assertEquals(erases, points(ChartValues.xy(c, 1).getDataset()));
    }

    private static Map<String, List<List<Double>>> points(XYDataset d) {
        Map<String, List<List<Double>>> out = new LinkedHashMap<>();
        for (int s = 0; s < d.getSeriesCount(); s++) {
            out.put(String.valueOf(d.getSeriesKey(s)), ChartValues.points(d, s));
        }
        return out;
    }
}
