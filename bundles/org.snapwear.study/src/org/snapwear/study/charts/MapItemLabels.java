package org.snapwear.study.charts;

import java.util.Map;

import org.jfree.chart.labels.CategoryItemLabelGenerator;
import org.jfree.data.category.CategoryDataset;

/** Item labels looked up by category (labels that carry more than the bar's value, e.g. bytes next to %). */
final class MapItemLabels implements CategoryItemLabelGenerator {

    private final Map<String, String> byCategory;

    MapItemLabels(Map<String, String> byCategory) {
        this.byCategory = Map.copyOf(byCategory);
    }

    @Override
    public String generateLabel(CategoryDataset dataset, int row, int column) {
        return byCategory.get(String.valueOf(dataset.getColumnKey(column)));
    }

    @Override
    public String generateRowLabel(CategoryDataset dataset, int row) {
        return String.valueOf(dataset.getRowKey(row));
    }

    @Override
    public String generateColumnLabel(CategoryDataset dataset, int column) {
        return String.valueOf(dataset.getColumnKey(column));
    }
}
