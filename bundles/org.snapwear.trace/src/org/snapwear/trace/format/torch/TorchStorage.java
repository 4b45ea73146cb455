package org.snapwear.trace.format.torch;

import java.nio.ByteBuffer;

import org.snapwear.trace.tensor.DType;

/**
 * One storage of a torch archive: the bytes of zip entry {@code data/<key>}, already checked to hold
 * {@code numel} elements of {@code dtype}. Several tensors may view the same storage.
 *
 * @param untyped true for {@code torch.UntypedStorage} (bytes; the tensor carries its own dtype)
 */
public record TorchStorage(String key, DType dtype, long numel, boolean untyped, String entryName, long fileOffset,
        ByteBuffer bytes) {
}
