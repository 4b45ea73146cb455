package org.snapwear.study.charts;

import java.util.List;

import org.jfree.chart.JFreeChart;
import org.snapwear.study.results.StudyResults;

/**
 * Builds one chart from a run's tables. {@link #tables()} lists the tables read: the first is required (the chart
 * is offered only when it is present and has rows), the others refine the chart when present (markers).
 */
public interface ChartBuilder {

    String id();

    String title();

    List<String> tables();

    /** Builds a fresh chart (never shared: callers may change its datasets and renderers). */
    JFreeChart build(StudyResults results, ChartContext context);

    default boolean available(StudyResults results) {
        return results.table(tables().get(0)).map(t -> t.rowCount() > 0).orElse(false);
    }
}
