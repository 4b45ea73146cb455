/**
 * The distributed {@code compress} job. A planning stage scans the members' layouts (one task per member); the
 * driver plans every save and its parts from the layouts alone
 * (Algorithm 2's plans depend only on which iterations are stored, the part plan only on layouts and codecs);
 * stage 1 computes each part's codec parameters (one pass over the part, as {@code prepare} needs); stage 2
 * encodes, decodes and verifies ranges of chunks with those parameters, independently, because a lossless delta
 * needs only the original current and reference snapshots; the driver sums the per-chunk lengths into container
 * sizes and role volumes and runs Algorithm 2's bookkeeping ({@link org.snapwear.codec.scheme.SchemeLedger}) on
 * them, so the result is the single-machine {@link org.snapwear.codec.scheme.SimulationResult}, byte for byte.
 */
package org.snapwear.spark.compress;
