/**
 * GPU memory images: named allocations (tensors of a checkpoint or a generated training step, or regions of a
 * raw memory dump) that the Buddy Compression model analyses entry by entry.
 */
package org.snapwear.gpu.image;
