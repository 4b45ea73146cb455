/**
 * The seed papers' charts built from a run's {@link org.snapwear.study.results.ResultTable}s with JFreeChart:
 * {@link org.snapwear.study.charts.StudyCharts} lists them, builds those whose tables a run produced, restricts
 * them to some schemes and compares two runs. The report renders them to PNG/SVG headless; the workbench shows
 * the same {@link org.jfree.chart.JFreeChart} objects in a ChartComposite, so both show the same numbers.
 */
package org.snapwear.study.charts;
