/**
 * Statistics of one chosen pair of snapshots (seed 000 Table 1 heading bits, equal parameters, Fig. 8 exponent
 * histograms) as result tables, so the workbench's per-pair panel and batch runs show the same numbers and the
 * same charts.
 */
package org.snapwear.study.pairs;
