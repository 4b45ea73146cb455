/**
 * Snapshot schemes of [Delta snapshots, docs/papers.md#delta-snapshots] (full, progressive, chain; snap_dis, unit): the pure Save / Restore / Delete planner of
 * Algorithm 2 ({@link org.snapwear.codec.scheme.SchemePlanner}), its bookkeeping of a run
 * ({@link org.snapwear.codec.scheme.SchemeLedger}: bytes written, useful storage, bytes read and time), and the
 * split of a snapshot into parts ({@link org.snapwear.codec.scheme.PartPlanner}, home of the references-per-part
 * rule). The simulation that executes a run lives in {@code org.snapwear.codec.plan}.
 */
package org.snapwear.codec.scheme;
