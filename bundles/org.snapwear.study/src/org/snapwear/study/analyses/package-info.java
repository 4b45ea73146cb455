/**
 * The built-in analyses of a study: scheme simulations on the SSD and the snap_dis sweep, heading bits ([Delta snapshots, docs/papers.md#delta-snapshots] Table 1), exponent
 * histograms (Fig. 8), SLC progressive pages of a metadata trace ([SLC progressive programming, docs/papers.md#slc-progressive] Fig. 7), Buddy Compression ([Buddy Compression, docs/papers.md#buddy-compression])
 * and the checkpoint-pipeline time model ([PCCR, docs/papers.md#pccr] Fig. 12). Each is one {@link org.snapwear.study.run.Analysis}
 * producing the tables listed in {@link org.snapwear.study.results.TableIds}, computed only through the engines so a
 * table equals what the matching headless command prints for the same input. The schemes table and the snap_dis
 * sweep evaluate schemes through {@link org.snapwear.study.outcome.SchemeEvaluation} (shared per run by
 * {@code SchemeCache}), build their tables from {@link org.snapwear.study.outcome.OutcomeColumns} and recommend by
 * {@link org.snapwear.study.outcome.SnapDisRule}.
 */
package org.snapwear.study.analyses;
