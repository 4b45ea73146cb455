/**
 * The in-memory form of checkpoints shared by every engine: {@link org.snapwear.trace.tensor.Snapshot}s made of
 * named {@link org.snapwear.trace.tensor.Tensor}s with little-endian data, the one exception readers throw, and
 * {@link org.snapwear.trace.tensor.Float16}, the one exact binary16 conversion the codecs use.
 */
package org.snapwear.trace.tensor;
