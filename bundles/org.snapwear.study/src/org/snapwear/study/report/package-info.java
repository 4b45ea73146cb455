/**
 * The report of a study run: a directory with every table as CSV and JSON, the whole run as results.json, the
 * charts as PNG and SVG and a self-contained index.html ({@link org.snapwear.study.report.ReportWriter}), and the
 * pieces the workbench reuses: {@link org.snapwear.study.report.StudyResultsJson} (open a report, compare runs)
 * and {@link org.snapwear.study.report.ChartExport} (export buttons). Layout: docs/reports.md.
 */
package org.snapwear.study.report;
