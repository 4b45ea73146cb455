package org.snapwear.trace.tensor;

import java.util.Arrays;
import java.util.Objects;

/**
 * Name, element type and shape of one tensor: what must agree between all snapshots of a sequence.
 */
public final class TensorInfo implements java.io.Serializable {
    /** Serializable so a cluster can ship tensor descriptions to its tasks. */
    private static final long serialVersionUID = 1L;

    private final String name;
    private final DType dtype;
    private final long[] shape;

    public TensorInfo(String name, DType dtype, long[] shape) {
        this.name = Objects.requireNonNull(name, "name");
        this.dtype = Objects.requireNonNull(dtype, "dtype");
        this.shape = shape.clone();
        for (long d : shape) {
            if (d < 0) {
                throw new IllegalArgumentException("negative dimension in shape of " + name);
            }
        }
    }

    public String name() {
        return name;
    }

    public DType dtype() {
        return dtype;
    }

    /** A copy of the shape (empty for a scalar). */
    public long[] shape() {
        return shape.clone();
    }

    /** Product of the dimensions; 1 for a scalar, 0 for an empty tensor. */
    public long elementCount() {
        long n = 1;
        for (long d : shape) {
            n = Math.multiplyExact(n, d);
        }
        return n;
    }

    /** Bytes of tensor data. */
    public long byteSize() {
        return Math.multiplyExact(elementCount(), dtype.byteSize());
    }

    /** Shape as text, e.g. {@code [20, 1, 3, 3]}. */
    public String shapeText() {
        return Arrays.toString(shape);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof TensorInfo)) {
            return false;
        }
        TensorInfo other = (TensorInfo) o;
        return name.equals(other.name) && dtype == other.dtype && Arrays.equals(shape, other.shape);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, dtype, Arrays.hashCode(shape));
    }

    @Override
    public String toString() {
        return name + " " + dtype + " " + shapeText();
    }
}
