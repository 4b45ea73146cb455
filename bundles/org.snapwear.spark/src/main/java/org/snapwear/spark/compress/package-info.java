/**
 * The distributed {@code compress} job: only the distribution of the engine's run plan. A planning stage scans the
 * members' layouts (one task per member: {@code MemberCatalog}, {@code ScanMember}); the driver plans the run with
 * the engine's {@link org.snapwear.codec.plan.RunPlanner}, as the single-machine simulation does, and turns every
 * planned part into a {@code PartTask} that knows where its snapshots are ({@code PartTasks}); stage 1 runs the
 * engine's {@code prepare} of each part, stage 2 ranges of chunks through the engine's one
 * {@link org.snapwear.codec.container.ChunkRangeEncoder} ({@code PartWork}, reading by positional reads on any
 * Hadoop file system: {@code OpenPart}, {@code RangedChunks}); the driver adds the ranges up and accounts each save
 * with the engine's {@link org.snapwear.codec.plan.SaveAccounting} into its
 * {@link org.snapwear.codec.scheme.SchemeLedger} ({@code SaveAssembler}), so the result is the single-machine
 * {@link org.snapwear.codec.scheme.SimulationResult}, byte for byte. Classes: {@code CompressJob}, {@code ChunkRange},
 * {@code ChunkRanges}, {@code EncodeRange}, {@code MemberCatalog}, {@code MemberLayout}, {@code MemberOpener},
 * {@code MemberRef}, {@code MemberScan}, {@code OpenPart}, {@code PartTask}, {@code PartTasks}, {@code PartWork},
 * {@code PrepareTask}, {@code PreparedPart}, {@code RangeResult}, {@code RangedChunks}, {@code SaveAssembler},
 * {@code ScanMember}.
 */
package org.snapwear.spark.compress;
