/**
 * The results of a study run as plain tables: what the runner produces, what reports write as CSV/JSON and what
 * the chart code (report and workbench alike) draws. Table ids and columns are listed in {@link org.snapwear.study.results.TableIds}.
 */
package org.snapwear.study.results;
