package org.snapwear.spark.io;

import java.io.Serializable;

import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * A tensor of a remote member and where its bytes lie: what a task needs to read a range of it by positional
 * reads, without scanning the checkpoint again.
 *
 * @param name   tensor name, as the local reader names it
 * @param dtype  {@link DType} name
 * @param shape  shape
 * @param file   URI of the file holding it
 * @param offset byte offset of its data in that file
 */
public record TensorSpec(String name, String dtype, long[] shape, String file, long offset) implements Serializable {

    public TensorSpec {
        shape = shape.clone();
    }

    @Override
    public long[] shape() {
        return shape.clone();
    }

    public static TensorSpec of(TensorInfo info, String file, long offset) {
        return new TensorSpec(info.name(), info.dtype().name(), info.shape(), file, offset);
    }

    public TensorInfo info() {
        return new TensorInfo(name, DType.valueOf(dtype), shape);
    }
}
