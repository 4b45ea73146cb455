package org.snapwear.trace.format.hdf5;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;

import io.jhdf.api.Dataset;
import io.jhdf.dataset.DatasetBase;
import io.jhdf.object.datatype.DataType;
import io.jhdf.object.datatype.FloatingPoint;

import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.DType;

/**
 * 16-bit float datasets (Keras mixed-precision weights, {@code float16} and some {@code bfloat16} writers). jhdf
 * reports them as {@code float} and widens them to {@code float[]}, so the element size taken from the Java type
 * is twice the stored one. Their element type is therefore taken from the HDF5 datatype itself, and their bits
 * are copied from the dataset's raw (decompressed) buffer: the tensor keeps the file's type and exact bits.
 */
final class Hdf5HalfFloats {

    private Hdf5HalfFloats() {
    }

    /** True for a floating-point datatype stored in 2 bytes. */
    static boolean isHalfWidth(DataType t) {
        return t instanceof FloatingPoint && t.getSize() == 2;
    }

    /**
     * F16 for IEEE binary16 (5 exponent, 10 mantissa bits, bias 15), BF16 for bfloat16 (8 and 7, bias 127).
     *
     * @throws CheckpointFormatException for any other 16-bit float layout, which no Snapwear type holds
     */
    static DType dtype(Path file, long at, String name, FloatingPoint fp) throws CheckpointFormatException {
        if (fp.getBitOffset() == 0 && fp.getBitPrecision() == 16 && fp.getSignLocation() == 15
                && fp.getMantissaLocation() == 0) {
            if (fp.getExponentSize() == 5 && fp.getMantissaSize() == 10 && fp.getExponentBias() == 15) {
                return DType.F16;
            }
            if (fp.getExponentSize() == 8 && fp.getMantissaSize() == 7 && fp.getExponentBias() == 127) {
                return DType.BF16;
            }
        }
        throw new CheckpointFormatException(file, at, "dataset " + name + ": 16-bit float with " + fp.getExponentSize()
                + " exponent bits, " + fp.getMantissaSize() + " mantissa bits and bias " + fp.getExponentBias()
                + " is neither float16 nor bfloat16");
    }

    /** The dataset's {@code bytes} bytes of 16-bit values as a little-endian heap buffer. */
    static ByteBuffer bits(Path file, long at, String name, Dataset d, FloatingPoint fp, int bytes)
            throws CheckpointFormatException {
        if (!(d instanceof DatasetBase)) {
            throw new CheckpointFormatException(file, at, "dataset " + name + ": jhdf gives no raw data for a "
                    + d.getClass().getSimpleName());
        }
        ByteBuffer raw = ((DatasetBase) d).getDataBuffer();
        if (raw == null || raw.remaining() < bytes) {
            throw new CheckpointFormatException(file, at, "dataset " + name + ": " + (raw == null ? 0
                    : raw.remaining()) + " bytes of data, shape needs " + bytes);
        }
        ByteBuffer in = raw.duplicate().order(fp.getByteOrder());
        ByteBuffer out = ByteBuffer.allocate(bytes).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < bytes / 2; i++) {
            out.putShort(in.getShort());
        }
        return out.flip();
    }
}
