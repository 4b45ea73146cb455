package org.snapwear.trace.format.torch;

/**
 * What {@code torch._utils._rebuild_tensor_v2/v3} describe: a strided view of a storage. Offsets and strides
 * count elements of the tensor's dtype.
 */
public record TorchTensorRef(TorchStorage storage, org.snapwear.trace.tensor.DType dtype, long offset, long[] size,
        long[] stride) {
}
