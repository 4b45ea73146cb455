/**
 * The crash-safe on-disk snapshot store: a directory with a JSON manifest (the commit point) and the encoded part
 * files of every kept iteration, driven by the Algorithm 2 planner of [Delta snapshots,
 * docs/papers.md#delta-snapshots] (save / restore / delete) with per-save accounting. Its rules each have one home:
 * <ul>
 * <li>I/O: every byte the store writes or reads back goes through one
 * {@link org.snapwear.codec.store.internal.StoreDirectory} over a {@link org.snapwear.trace.io.DurableIo} (the seam
 * fault injection uses, for saves and restores alike);</li>
 * <li>state changes: one {@code ManifestEdit} (add entry, drop entries, fix settings and first iteration, layouts
 * pruned) applied and committed in one place, {@code ManifestCommit};</li>
 * <li>saving: {@link org.snapwear.codec.store.SnapshotStore#save(SaveRequest)}, the request carrying what is saved,
 * the scheme's encoder threads, the {@link org.snapwear.codec.store.RetentionRule}, the progress and the loss
 * profile (exact unless given: a lossy save is checked against its bounds and stores its restored form's
 * checksums, {@code LossyForm});</li>
 * <li>restoring: {@link org.snapwear.codec.store.SnapshotStore#restore(RestoreRequest)}, the form (whole checkpoint
 * or tensors file) a parameter.</li>
 * </ul>
 * <p>
 * Public API: {@code SnapshotStore}, {@code StoreSettings}, {@code SaveRequest}, {@code RetentionRule},
 * {@code RestoreRequest}, the results {@code SaveResult}, {@code PartEntry}, {@code CheckpointRestoreResult},
 * {@code RestoreResult}, {@code RetentionResult}, {@code VerifyReport}, {@code StoreProblem}, {@code StoreEntryInfo},
 * {@code RecoveryAction}, the manifest records {@code Manifest}, {@code ManifestEntry}, {@code EntryLoss}, {@code TensorSpec},
 * {@code ManifestCodec}, {@code StoredTree}, and {@code DiskSpace}, {@code RestoreTarget}.
 * <p>
 * Package-private: saving ({@code SavePlanning}, {@code SaveOperation}, {@code OnDiskReferences},
 * {@code EntryWriter}, {@code LossyForm}, {@code RestPart}, {@code Residuals}), the commit ({@code ManifestEdit},
 * {@code ManifestCommit}, {@code Retention}), reading ({@code EntryDecoder}, {@code ReferenceRebuild},
 * {@code LockStepDecoder}, {@code CheckpointRestore}, {@code OutputFiles}, {@code CheckpointCheck},
 * {@code TensorFileRestore}, {@code StoredCopyCheck}, {@code StoreVerifier}), opening ({@code StoreLock},
 * {@code StoreRecovery}).
 * <p>
 * The store stays in the codec bundle; with its internal package and the watcher and server above it, it is a
 * package boundary ready to become a bundle of its own.
 */
package org.snapwear.codec.store;
