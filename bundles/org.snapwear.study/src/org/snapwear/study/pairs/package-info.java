/**
 * Statistics of one chosen pair of snapshots ([Delta snapshots, docs/papers.md#delta-snapshots] Table 1 heading bits, equal parameters, Fig. 8 exponent
 * histograms) as result tables, so the workbench's per-pair panel and batch runs show the same numbers and the
 * same charts.
 */
package org.snapwear.study.pairs;
