package org.snapwear.study.tests.charts;

import java.util.ArrayList;
import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainCategoryPlot;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.category.CategoryDataset;
import org.jfree.data.xy.XYDataset;

/** Reads a built chart back: its plots, datasets as plain lists, and the series names a viewer sees. */
public final class ChartValues {

    private ChartValues() {
    }

    /** The chart's plots: the subplots of a combined plot, else the plot itself. */
    public static List<Plot> plots(JFreeChart chart) {
        Plot p = chart.getPlot();
        if (p instanceof CombinedDomainXYPlot c) {
            return new ArrayList<>(c.getSubplots());
        }
        if (p instanceof CombinedDomainCategoryPlot c) {
            return new ArrayList<>(c.getSubplots());
        }
        return List.of(p);
    }

    public static XYPlot xy(JFreeChart chart, int subplot) {
        return (XYPlot) plots(chart).get(subplot);
    }

    public static CategoryPlot category(JFreeChart chart, int subplot) {
        return (CategoryPlot) plots(chart).get(subplot);
    }

    /** Points of one XY series as [x, y] pairs. */
    public static List<List<Double>> points(XYDataset d, int series) {
        List<List<Double>> out = new ArrayList<>();
        for (int i = 0; i < d.getItemCount(series); i++) {
            out.add(List.of(d.getXValue(series, i), d.getYValue(series, i)));
        }
        return out;
    }

    public static int seriesIndex(XYDataset d, String key) {
        for (int s = 0; s < d.getSeriesCount(); s++) {
            if (key.equals(d.getSeriesKey(s))) {
                return s;
            }
        }
        throw new AssertionError("no series " + key + " in " + keys(d));
    }

    public static List<String> keys(XYDataset d) {
        List<String> out = new ArrayList<>();
        for (int s = 0; s < d.getSeriesCount(); s++) {
            out.add(String.valueOf(d.getSeriesKey(s)));
        }
        return out;
    }

    public static List<String> rowKeys(CategoryDataset d) {
        return d.getRowKeys().stream().map(String::valueOf).toList();
    }

    public static List<String> columnKeys(CategoryDataset d) {
        return d.getColumnKeys().stream().map(String::valueOf).toList();
    }

    /** What a reader of the picture sees naming the series: legend items, or the category labels without one. */
    public static List<String> legendSeries(JFreeChart chart) {
        List<String> out = new ArrayList<>();
        if (chart.getLegend() != null) {
            LegendItemCollection items = chart.getPlot().getLegendItems();
            for (int i = 0; i < items.getItemCount(); i++) {
                LegendItem item = items.get(i);
                out.add(item.getLabel());
            }
        } else if (plots(chart).get(0) instanceof CategoryPlot c) {
            out.addAll(columnKeys(c.getDataset()));
        }
        return out;
    }
}
