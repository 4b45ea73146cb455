/**
 * The built-in analyses of a study: scheme simulations on the SSD and the snap_dis sweep, heading bits (seed 000 Table 1), exponent
 * histograms (Fig. 8), SLC progressive pages of a metadata trace (seed 002 Fig. 7), Buddy Compression (seed 004)
 * and the checkpoint-pipeline time model (seed 001 Fig. 12). Each is one {@link org.snapwear.study.run.Analysis}
 * producing the tables listed in {@link org.snapwear.study.results.TableIds}, computed only through the engines so a
 * table equals what the matching headless command prints for the same input.
 */
package org.snapwear.study.analyses;
