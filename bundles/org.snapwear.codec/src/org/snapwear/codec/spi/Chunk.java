package org.snapwear.codec.spi;

import org.snapwear.trace.tensor.DType;

/**
 * One bounded piece of one tensor: the unit a codec encodes independently (and that the pipeline may encode on
 * another thread). Chunks never cross tensor boundaries and always hold whole elements.
 *
 * @param index        position of the chunk in the snapshot (0-based, in tensor order)
 * @param tensorIndex  index of the tensor the chunk belongs to
 * @param byteOffset   offset of the chunk inside the tensor's data
 * @param byteLength   length in bytes (a multiple of the element size; 0 only for the single chunk of an empty tensor)
 * @param dtype        element type of the tensor
 */
public record Chunk(int index, int tensorIndex, long byteOffset, int byteLength, DType dtype) {

    /** Number of elements in the chunk. */
    public int elementCount() {
        return byteLength / dtype.byteSize();
    }
}
