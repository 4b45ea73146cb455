/**
 * Sequence statistics ([Delta snapshots, docs/papers.md#delta-snapshots], Table 1, Tables 6-7, Fig. 8): how many identical heading bits adjacent
 * snapshots share per parameter, how many parameters and 4 KB pages are exactly equal, and the exponent
 * distribution of each snapshot. These numbers decide whether delta snapshots can pay off for a run.
 */
package org.snapwear.trace.stats;
