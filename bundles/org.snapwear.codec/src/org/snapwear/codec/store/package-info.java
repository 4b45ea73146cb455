/**
 * The crash-safe on-disk snapshot store: a directory with a JSON manifest (the commit point) and one encoded
 * snapshot file per kept iteration, written by temp file + fsync + atomic rename, driven by the Algorithm 2
 * planner of [Delta snapshots, docs/papers.md#delta-snapshots] (save / restore / delete) with per-save accounting.
 */
package org.snapwear.codec.store;
