package org.snapwear.trace.format;

import java.util.Arrays;

import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Where the elements of one tensor lie in a checkpoint file: {@code length} bytes at {@code offset}, little-endian,
 * contiguous. These are the bytes the delta codecs see when a whole checkpoint is stored; every byte of the file
 * outside its regions (headers, pickles, zip records) is kept as it is.
 *
 * @param name   tensor path inside the file, e.g. {@code state.3.exp_avg}
 * @param shape  the tensor's shape, or {@code [elements]} when the bytes back several views (a torch storage)
 * @param offset first byte in the file
 * @param length bytes, always elements x element size
 */
public record PayloadRegion(String name, DType dtype, long[] shape, long offset, long length)
        implements java.io.Serializable {

    public PayloadRegion {
        shape = shape.clone();
        long n = new TensorInfo(name, dtype, shape).byteSize();
        if (n != length || offset < 0) {
            throw new IllegalArgumentException("region " + name + ": " + length + " bytes at " + offset
                    + " for " + dtype + " " + Arrays.toString(shape));
        }
    }

    /** The first byte after the region. */
    public long end() {
        return offset + length;
    }

    @Override
    public long[] shape() {
        return shape.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PayloadRegion r && r.name.equals(name) && r.dtype == dtype
                && Arrays.equals(r.shape, shape) && r.offset == offset && r.length == length;
    }

    @Override
    public int hashCode() {
        return name.hashCode() * 31 + Long.hashCode(offset);
    }

    @Override
    public String toString() {
        return name + " " + dtype + " " + Arrays.toString(shape) + " @" + offset + "+" + length;
    }
}
