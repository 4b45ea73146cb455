/**
 * The cell-wise sweep (docs/sweep.md): a grid of SSD configurations (victim policy, over-provisioning, GC threshold,
 * device size) x schemes x snap_dis over one checkpoint sequence. A {@link org.snapwear.study.sweep.SweepGrid}
 * lists its {@link org.snapwear.study.sweep.SweepCell}s in a fixed order; the expensive part, a scheme's save
 * stream, is computed once per {@link org.snapwear.study.sweep.SaveStreamKey}
 * ({@link org.snapwear.study.sweep.SweepStreams}), and each cell evaluates its stream on its device
 * ({@link org.snapwear.study.sweep.SweepCells#run}, a pure function over
 * {@link org.snapwear.study.outcome.SchemeEvaluation#evaluate}); a {@link org.snapwear.study.sweep.SweepRow} is the
 * cell and its {@link org.snapwear.study.outcome.SchemeOutcome}. {@link org.snapwear.study.sweep.SweepTables}
 * merges rows in any order into the report (its columns: the cell's settings around
 * {@link org.snapwear.study.outcome.OutcomeColumns}). Progress and cancel go through
 * {@link org.snapwear.trace.progress.Progress}, checked between two saves. The single-machine {@link org.snapwear.study.sweep.SweepRunner} and
 * the Spark job (bundles/org.snapwear.spark) call the same three steps, so both give the same bytes. Cells, streams
 * and rows hold only strings, numbers, enums and lists of them, and are {@link java.io.Serializable}.
 * <p>
 * Classes: {@code SweepGrid}, {@code SweepGridFile}, {@code SweepScheme}, {@code SweepWarmup}, {@code SweepCell},
 * {@code SaveStreamKey}, {@code SaveStream}, {@code SweepStreams}, {@code SweepCells}, {@code SweepRow},
 * {@code SweepTables}, {@code SweepRunner}.
 */
package org.snapwear.study.sweep;
