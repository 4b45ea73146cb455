/**
 * The distributed {@code sweep} job: each save stream of the grid is a distributed compress simulation
 * ({@link org.snapwear.spark.compress.CompressJob}, chunk-level tasks), the streams reach the executors once as a
 * broadcast, then one task per cell replays its stream on its device
 * ({@link org.snapwear.study.sweep.SweepCells#run}); the driver merges the rows with
 * {@link org.snapwear.study.sweep.SweepTables} into the same report {@code snapwear sweep} writes.
 */
package org.snapwear.spark.sweep;
