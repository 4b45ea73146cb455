/**
 * The in-memory form of checkpoints shared by every engine: {@link org.snapwear.trace.tensor.Snapshot}s made of
 * named {@link org.snapwear.trace.tensor.Tensor}s with little-endian data, and the one exception readers throw.
 */
package org.snapwear.trace.tensor;
