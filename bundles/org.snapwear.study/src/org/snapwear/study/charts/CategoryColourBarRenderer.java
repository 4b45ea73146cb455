package org.snapwear.study.charts;

import java.awt.Paint;
import java.util.HashMap;
import java.util.Map;

import org.jfree.chart.renderer.category.BarRenderer;

/**
 * Bars coloured by their category (the scheme) rather than by series, so that a one-series chart of schemes
 * shows each scheme in its run-wide colour. A comparison switches back to series colours (one per run).
 */
public final class CategoryColourBarRenderer extends BarRenderer {

    private static final long serialVersionUID = 1L;

    private final Map<Comparable<?>, Paint> byCategory = new HashMap<>();
    private boolean colourByCategory = true;

    public void setCategoryPaint(Comparable<?> category, Paint paint) {
        byCategory.put(category, paint);
    }

    public void setColourByCategory(boolean on) {
        colourByCategory = on;
        fireChangeEvent();
    }

    public boolean isColourByCategory() {
        return colourByCategory;
    }

    @Override
    public Paint getItemPaint(int row, int column) {
        if (colourByCategory && getPlot() != null && getPlot().getDataset(getPlot().getIndexOf(this)) != null) {
            Paint p = byCategory.get(getPlot().getDataset(getPlot().getIndexOf(this)).getColumnKey(column));
            if (p != null) {
                return p;
            }
        }
        return super.getItemPaint(row, column);
    }
}
