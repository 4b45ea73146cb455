/**
 * The store inside a training job: a watcher that ingests checkpoints a job writes into a staging directory
 * (usually RAM) into a {@link org.snapwear.codec.store.SnapshotStore}, in iteration order, and removes each one only
 * after its save is committed, so a kill at any moment neither loses nor duplicates a checkpoint.
 */
package org.snapwear.codec.watch;
