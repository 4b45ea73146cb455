package org.snapwear.ui.views;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.Range;

/**
 * One value-axis range for two charts shown side by side (two schemes of a run): each chart's automatic range
 * covers only its own scheme, so without this the taller-looking bar could be the smaller value. Only simple
 * plots (one XY or category plot with one value axis) are aligned; combined plots keep their own ranges.
 */
final class SharedRange {

    static final SharedRange NONE = new SharedRange(null, null, null);

    private final ValueAxis a;
    private final ValueAxis b;
    private final Range range;

    private SharedRange(ValueAxis a, ValueAxis b, Range range) {
        this.a = a;
        this.b = b;
        this.range = range;
    }

    static SharedRange of(JFreeChart left, JFreeChart right) {
        ValueAxis a = valueAxis(left.getPlot());
        ValueAxis b = valueAxis(right.getPlot());
        if (a == null || b == null) {
            return NONE;
        }
        return new SharedRange(a, b, Range.combine(a.getRange(), b.getRange()));
    }

    private static ValueAxis valueAxis(Plot p) {
        if (p instanceof XYPlot xy && xy.getRangeAxisCount() == 1) {
            return xy.getRangeAxis();
        }
        if (p instanceof CategoryPlot cp && cp.getRangeAxisCount() == 1) {
            return cp.getRangeAxis();
        }
        return null;
    }

    /** Sets both value axes to the union of their automatic ranges. */
    void apply() {
        if (range != null) {
            a.setRange(range);
            b.setRange(range);
        }
    }

    Range range() {
        return range;
    }
}
