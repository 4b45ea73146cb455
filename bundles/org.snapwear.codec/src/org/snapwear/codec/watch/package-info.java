/**
 * The store inside a training job: a watcher that ingests checkpoints a job writes into a staging directory
 * (usually RAM) into a {@link org.snapwear.codec.store.SnapshotStore}, in iteration order, and removes each one only
 * after its save is committed, so a kill at any moment neither loses nor duplicates a checkpoint. Every save passes
 * the watcher's retention ({@link org.snapwear.codec.watch.WatchSettings#retention()}) and scheme threads in its
 * {@link org.snapwear.codec.store.SaveRequest}.
 * <p>
 * Classes: {@code StagingWatcher} (the loop), {@code CheckpointIngest} (one checkpoint), {@code WatchSettings},
 * {@code WatchEvent}, {@code WatchListener}, {@code WatchSummary}, {@code StagingListing}, {@code StagingNames},
 * {@code StagingFiles}, {@code StagingCleanup}, {@code StagingPressure}, {@code StagedCheckpoint},
 * {@code Settling}, {@code TreeFingerprint}, {@code DiskFull}.
 */
package org.snapwear.codec.watch;
