package org.snapwear.study.tests.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.snapwear.flash.ssd.VictimPolicy;
import org.snapwear.study.charts.StudyCharts;
import org.snapwear.study.charts.SweepChart;
import org.snapwear.study.outcome.DeviceOutcome;
import org.snapwear.study.outcome.SchemeOutcome;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.sweep.SweepCell;
import org.snapwear.study.sweep.SweepRow;
import org.snapwear.study.sweep.SweepTables;
import org.snapwear.study.sweep.SweepWarmup;
import org.snapwear.study.tests.report.SyntheticResults;

/**
 * The sweep chart draws the synthetic sweep's formulas (write amplification 1 + snap_dis / 10 on 64 blocks per
 * chip, 1 + snap_dis / 20 on 128; erases 3 x snap_dis x blocks / 64) as small multiples: a panel per scheme and
 * measure, a line per SSD configuration named by the settings the grid varies (a 16-line chart of identical
 * lines, each named by every setting, hid what the grid showed).
 */
class SweepChartTest {

    private static final String SMALL = "64 blocks/chip";
    private static final String LARGE = "128 blocks/chip";

    @Test
    void writeAmplificationAndErasesPerDeviceNamedByWhatVaries() {
        JFreeChart c = StudyCharts.chart(SyntheticResults.create(), SweepChart.ID, null).orElseThrow().chart();
        Map<String, List<List<Double>>> wa = new LinkedHashMap<>();
        wa.put(SMALL, List.of(List.of(2.0, 1.2), List.of(5.0, 1.5), List.of(10.0, 2.0)));
        wa.put(LARGE, List.of(List.of(2.0, 1.1), List.of(5.0, 1.25), List.of(10.0, 1.5)));
        assertEquals(wa, points(ChartValues.xy(c, 0).getDataset()));
        Map<String, List<List<Double>>> erases = new LinkedHashMap<>();
        erases.put(SMALL, List.of(List.of(2.0, 6.0), List.of(5.0, 15.0), List.of(10.0, 30.0)));
        erases.put(LARGE, List.of(List.of(2.0, 12.0), List.of(5.0, 30.0), List.of(10.0, 60.0)));
        assertEquals(erases, points(ChartValues.xy(c, 1).getDataset()));
        assertEquals(List.of(SMALL, LARGE), ChartValues.legendSeries(c));
    }

    @Test
    void onePanelPerSchemeAndMeasureAndFailedCellsHaveNoPoint() {
        List<SweepRow> rows = new ArrayList<>();
        int index = 0;
        for (String scheme : List.of("a", "b")) {
            for (VictimPolicy p : List.of(VictimPolicy.GREEDY, VictimPolicy.COST_BENEFIT)) {
                SweepCell cell = new SweepCell(index, scheme, "--codec dynrle --mode chain --snap-dis 2", 2, p, 0.15,
                        0.05, 48, SweepWarmup.TABLE8_MIXED);
                boolean fails = scheme.equals("b") && p == VictimPolicy.GREEDY;
                rows.add(new SweepRow(cell, new SchemeOutcome("dynrle", "gzip", "chain", 2, 3, 300, 100, 33.3, 100,
                        1.0, true, fails ? null : new DeviceOutcome(1, 1, 10, 15, 1.5 + index / 10.0, 4 + index, 0, 1,
                                2, 1, 5, 1, 1, 1, 1), fails ? "the device is too small" : null)));
                index++;
            }
        }
        StudyResults r = new StudyResults("x");
        r.add(SweepTables.table(rows));
        JFreeChart c = StudyCharts.chart(r, SweepChart.ID, null).orElseThrow().chart();
        assertEquals(4, ChartValues.plots(c).size(), "WA and erases for each of two schemes");
        assertEquals(List.of("greedy", "cost-benefit"), ChartValues.legendSeries(c));
        assertEquals(Map.of("greedy", List.of(List.of(2.0, 1.5)), "cost-benefit", List.of(List.of(2.0, 1.6))),
                points(ChartValues.xy(c, 0).getDataset()));
        assertEquals(Map.of("cost-benefit", List.of(List.of(2.0, 1.8))), points(ChartValues.xy(c, 1).getDataset()),
                "the failed cell of scheme b draws nothing");
    }

    private static Map<String, List<List<Double>>> points(XYDataset d) {
        Map<String, List<List<Double>>> out = new LinkedHashMap<>();
        for (int s = 0; s < d.getSeriesCount(); s++) {
            out.put(String.valueOf(d.getSeriesKey(s)), ChartValues.points(d, s));
        }
        return out;
    }
}
