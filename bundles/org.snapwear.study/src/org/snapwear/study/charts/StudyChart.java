package org.snapwear.study.charts;

import java.util.List;
import java.util.Objects;

import org.jfree.chart.JFreeChart;

/**
 * One built chart: a stable id (file names, workbench selection), a title for people, the JFreeChart itself and
 * the ids of the result tables it was drawn from (first = the table its CSV export writes).
 */
public record StudyChart(String id, String title, JFreeChart chart, List<String> sourceTables) {

    public StudyChart {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(chart, "chart");
        sourceTables = List.copyOf(sourceTables);
        if (sourceTables.isEmpty()) {
            throw new IllegalArgumentException("chart " + id + " has no source table");
        }
    }

    /** The table the chart's data comes from (its CSV export). */
    public String primaryTable() {
        return sourceTables.get(0);
    }
}
