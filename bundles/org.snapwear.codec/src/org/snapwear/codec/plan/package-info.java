/**
 * One plan of a run and its one executor on a machine. {@link org.snapwear.codec.plan.RunPlanner} plans every save
 * of a run from the members' layouts alone, with {@link org.snapwear.codec.plan.SavePlanner}, the per-save step the
 * snapshot store also plans its one save with; the result is a pure, serialisable
 * {@link org.snapwear.codec.plan.RunPlan} of {@link org.snapwear.codec.plan.PlannedSave}s and their
 * {@link org.snapwear.codec.plan.PartPlan}s (codec, references used, tensors, chunk count), which a cluster's driver
 * ships to its tasks. The fallback codec for declined dtypes has its one definition in
 * {@link org.snapwear.codec.plan.FallbackCodec}; {@link org.snapwear.codec.plan.PlanCodecs} are a run's codecs.
 * Executing: parts are cut into {@link org.snapwear.codec.plan.ChunkRanges}, each range encoded and verified by the
 * container's one {@link org.snapwear.codec.container.ChunkRangeEncoder}, the ranges of a part added up in a
 * {@link org.snapwear.codec.plan.PartOutcome}, and a save accounted by
 * {@link org.snapwear.codec.plan.SaveAccounting} (container sizes from the container's own framing, role volumes,
 * Algorithm 2's ledger). {@link org.snapwear.codec.plan.SchemeSimulation} (what {@code snapwear compress} and the
 * studies run) executes the plan with {@code SaveExecutor} over threads and chooses references in
 * {@code ReferenceChoice}: the original only when every chunk round-tripped; {@code SpillBuffer} holds a container
 * that is re-decoded when a round trip was not exact.
 * Bounded loss: {@link org.snapwear.codec.plan.PlanLoss} is where lossy codecs are chosen (a loss profile and the
 * {@code --exact} globs, exact by default), part of {@link org.snapwear.codec.plan.PlanCodecs}; a lossy part is named
 * by its codec's spec; {@code ReferenceChoice} decodes every save with a lossy part (closed loop), checks its
 * tensors against the bound their container records and adds up the error per role ({@code RoleErrors}).
 * {@link org.snapwear.codec.plan.LossyCheckpoint} puts one checkpoint through a loss profile and writes it back as a
 * normal checkpoint with the decoded values (every lossy tensor checked against its bound, the CRC-32 fields of
 * {@code torch.save} zips brought up to date by {@code ZipEntryCrcs}), reporting bytes and error per role
 * ({@link org.snapwear.codec.plan.LossyCheckpointReport}, {@link org.snapwear.codec.plan.RoleLoss}).
 */
package org.snapwear.codec.plan;
