package org.snapwear.trace.tensor;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Objects;

/**
 * One tensor: its description and its data as little-endian bytes. The buffer may be a memory-mapped view
 * of the checkpoint file, so readers of a {@link Snapshot} must not keep it after the snapshot is closed.
 */
public final class Tensor {
    private final TensorInfo info;
    private final ByteBuffer data;

    /**
     * @param data exactly {@code info.byteSize()} bytes, position 0; it is duplicated, the caller's buffer is
     *             left untouched
     */
    public Tensor(TensorInfo info, ByteBuffer data) {
        this.info = Objects.requireNonNull(info, "info");
        if (data.remaining() != info.byteSize()) {
            throw new IllegalArgumentException("tensor " + info.name() + ": " + data.remaining()
                    + " data bytes for " + info.byteSize() + " expected");
        }
        this.data = data.slice().order(ByteOrder.LITTLE_ENDIAN);
    }

    /** Convenience for tests and generators: wraps a little-endian byte array. */
    public static Tensor of(String name, DType dtype, long[] shape, byte[] littleEndianBytes) {
        return new Tensor(new TensorInfo(name, dtype, shape), ByteBuffer.wrap(littleEndianBytes));
    }

    /** Wraps float values as an F32 tensor. */
    public static Tensor ofFloats(String name, long[] shape, float[] values) {
        ByteBuffer b = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        b.asFloatBuffer().put(values);
        return new Tensor(new TensorInfo(name, DType.F32, shape), b);
    }

    public TensorInfo info() {
        return info;
    }

    public String name() {
        return info.name();
    }

    public DType dtype() {
        return info.dtype();
    }

    /** A fresh read-only little-endian view of the data (position 0, limit = byte size). */
    public ByteBuffer data() {
        return data.asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN);
    }

    /** A copy of the data as a byte array (for small tensors and tests). */
    public byte[] toByteArray() {
        ByteBuffer d = data();
        byte[] out = new byte[d.remaining()];
        d.get(out);
        return out;
    }

    @Override
    public String toString() {
        return info.toString();
    }
}
