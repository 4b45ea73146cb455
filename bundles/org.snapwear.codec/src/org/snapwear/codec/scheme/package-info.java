/**
 * Snapshot schemes of [Delta snapshots, docs/papers.md#delta-snapshots] (full, progressive, chain; snap_dis, unit): the pure Save / Restore / Delete planner of
 * Algorithm 2 ({@link org.snapwear.codec.scheme.SchemePlanner}) and an in-memory simulation that saves a whole
 * sequence with real codecs and accounts bytes written, useful storage, bytes read and time
 * ({@link org.snapwear.codec.scheme.SchemeSimulation}).
 */
package org.snapwear.codec.scheme;
