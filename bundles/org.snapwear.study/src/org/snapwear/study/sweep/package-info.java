/**
 * The cell-wise sweep (docs/sweep.md): a grid of SSD configurations (victim policy, over-provisioning, GC threshold,
 * device size) x schemes x snap_dis over one checkpoint sequence. A {@link org.snapwear.study.sweep.SweepGrid}
 * lists its {@link org.snapwear.study.sweep.SweepCell}s in a fixed order; the expensive part, a scheme's save
 * stream, is computed once per {@link org.snapwear.study.sweep.SaveStreamKey}
 * ({@link org.snapwear.study.sweep.SweepStreams}), and each cell replays its stream on its device
 * ({@link org.snapwear.study.sweep.SweepCells#run}, a pure function). {@link org.snapwear.study.sweep.SweepTables}
 * merges rows in any order into the report. The single-machine {@link org.snapwear.study.sweep.SweepRunner} and
 * the Spark job (bundles/org.snapwear.spark) call the same three steps, so both give the same bytes. Cells, streams
 * and rows hold only strings, numbers, enums and lists of them, and are {@link java.io.Serializable}.
 */
package org.snapwear.study.sweep;
