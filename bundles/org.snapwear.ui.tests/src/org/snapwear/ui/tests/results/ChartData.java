package org.snapwear.ui.tests.results;

import java.util.ArrayList;
import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainCategoryPlot;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.CombinedRangeCategoryPlot;
import org.jfree.chart.plot.CombinedRangeXYPlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.category.CategoryDataset;
import org.jfree.data.xy.XYDataset;

/** Reads every number a chart plots (x and y of XY datasets, values of category datasets), subplots included. */
final class ChartData {

    private ChartData() {
    }

    static List<Double> values(JFreeChart chart) {
        List<Double> out = new ArrayList<>();
        collect(chart.getPlot(), out);
        return out;
    }

    /** Series keys of every dataset, in order (subplots included). */
    static List<String> seriesKeys(JFreeChart chart) {
        List<String> out = new ArrayList<>();
        for (Plot p : plots(chart.getPlot())) {
            if (p instanceof XYPlot xy) {
                for (int d = 0; d < xy.getDatasetCount(); d++) {
                    XYDataset ds = xy.getDataset(d);
                    for (int s = 0; ds != null && s < ds.getSeriesCount(); s++) {
                        out.add(String.valueOf(ds.getSeriesKey(s)));
                    }
                }
            } else if (p instanceof CategoryPlot cp) {
                for (int d = 0; d < cp.getDatasetCount(); d++) {
                    CategoryDataset ds = cp.getDataset(d);
                    for (int r = 0; ds != null && r < ds.getRowCount(); r++) {
                        out.add(String.valueOf(ds.getRowKey(r)));
                    }
                }
            }
        }
        return out;
    }

    static List<Plot> plots(Plot p) {
        List<Plot> out = new ArrayList<>();
        List<? extends Plot> subs = p instanceof CombinedDomainXYPlot c ? c.getSubplots()
                : p instanceof CombinedRangeXYPlot c ? c.getSubplots()
                : p instanceof CombinedDomainCategoryPlot c ? c.getSubplots()
                : p instanceof CombinedRangeCategoryPlot c ? c.getSubplots() : null;
        if (subs == null) {
            out.add(p);
        } else {
            subs.forEach(s -> out.addAll(plots(s)));
        }
        return out;
    }

    private static void collect(Plot plot, List<Double> out) {
        for (Plot p : plots(plot)) {
            if (p instanceof XYPlot xy) {
                for (int d = 0; d < xy.getDatasetCount(); d++) {
                    XYDataset ds = xy.getDataset(d);
                    for (int s = 0; ds != null && s < ds.getSeriesCount(); s++) {
                        for (int i = 0; i < ds.getItemCount(s); i++) {
                            add(out, ds.getXValue(s, i));
                            add(out, ds.getYValue(s, i));
                        }
                    }
                }
            } else if (p instanceof CategoryPlot cp) {
                for (int d = 0; d < cp.getDatasetCount(); d++) {
                    CategoryDataset ds = cp.getDataset(d);
                    for (int r = 0; ds != null && r < ds.getRowCount(); r++) {
                        for (int c = 0; c < ds.getColumnCount(); c++) {
                            Number n = ds.getValue(r, c);
                            if (n != null) {
                                add(out, n.doubleValue());
                            }
                        }
                    }
                }
            } else {
                throw new AssertionError("unexpected plot type " + p.getClass().getName());
            }
        }
    }

    private static void add(List<Double> out, double v) {
        if (!Double.isNaN(v)) {
            out.add(v);
        }
    }
}
