/**
 * The results of a study run as plain tables: what the runner produces, what reports write as CSV/JSON and what
 * the chart code (report and workbench alike) draws. Table ids and columns are listed in {@link org.snapwear.study.results.TableIds}.
 * Besides its tables a run holds headline figures ({@link org.snapwear.study.results.Scalar}) and the configuration
 * it used ({@link org.snapwear.study.results.ConfigNode}), both sealed types rather than maps of objects. A table
 * built from typed rows declares its columns once as {@link org.snapwear.study.results.TypedColumn}s (key, label,
 * unit, the cell of a row), from which its schema and its rows both come.
 */
package org.snapwear.study.results;
