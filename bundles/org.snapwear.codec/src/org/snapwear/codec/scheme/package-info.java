/**
 * Snapshot schemes of [Delta snapshots, docs/papers.md#delta-snapshots] (full, progressive, chain; snap_dis, unit): the pure Save / Restore / Delete planner of
 * Algorithm 2 ({@link org.snapwear.codec.scheme.SchemePlanner}), its bookkeeping of a run
 * ({@link org.snapwear.codec.scheme.SchemeLedger}: bytes written, useful storage, bytes read and time), and the
 * split of a snapshot into parts ({@link org.snapwear.codec.scheme.PartPlanner}, home of the references-per-part
 * rule; a loss profile's choice of lossy codec per tensor reaches it as {@link org.snapwear.codec.scheme.LossyTensors},
 * and a save's measured error per loss role is recorded as {@link org.snapwear.codec.scheme.RoleError}s). The
 * simulation that executes a run lives in {@code org.snapwear.codec.plan}.
 */
package org.snapwear.codec.scheme;
