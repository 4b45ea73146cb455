package org.snapwear.trace.generator;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Float16;

/**
 * fp32 to bf16 / fp16 conversions with IEEE round-to-nearest-even, as PyTorch's {@code tensor.to(dtype)} does.
 * Written by hand because Float.floatToFloat16 only exists from Java 20; the fp16 rounding is {@link Float16}'s.
 */
public final class ReducedPrecision {

    private ReducedPrecision() {
    }

    /** bf16 bits of {@code f}: the upper half of the fp32 bits, rounded to nearest even; NaN stays a quiet NaN. */
    public static short floatToBf16(float f) {
        int x = Float.floatToRawIntBits(f);
        if ((x & 0x7fffffff) > 0x7f800000) {
            return (short) ((x >>> 16) | 0x0040);
        }
        int rounded = x + 0x7fff + ((x >>> 16) & 1);
        return (short) (rounded >>> 16);
    }

    /** The fp32 value of bf16 bits (exact). */
    public static float bf16ToFloat(short h) {
        return Float.intBitsToFloat((h & 0xffff) << 16);
    }

    /**
     * fp16 (IEEE binary16) bits of {@code f}, round to nearest even, with subnormals and overflow to infinity as
     * {@link Float16#fromFloat} (the one home of the rounding; equal to it for every non-NaN float), and NaN kept as a
     * quiet NaN with the top payload bits (where {@link Float16} gives the canonical NaN), as PyTorch keeps it.
     */
    public static short floatToFp16(float f) {
        int x = Float.floatToRawIntBits(f);
        if ((x & 0x7fffffff) > 0x7f800000) {
            return (short) (((x >>> 16) & 0x8000) | 0x7c00 | 0x200 | ((x & 0x7fffff) >>> 13));
        }
        return (short) Float16.fromFloat(f);
    }

    /** The fp32 value of fp16 bits (exact). */
    public static float fp16ToFloat(short h) {
        return Float16.toFloat(h & 0xffff);
    }

    /** Little-endian bytes of {@code values} stored as {@code dtype} (F32, BF16 or F16). */
    public static byte[] encode(float[] values, DType dtype) {
        ByteBuffer b = ByteBuffer.allocate(values.length * dtype.byteSize()).order(ByteOrder.LITTLE_ENDIAN);
        switch (dtype) {
            case F32:
                b.asFloatBuffer().put(values);
                break;
            case BF16:
                for (int i = 0; i < values.length; i++) {
                    b.putShort(2 * i, floatToBf16(values[i]));
                }
                break;
            case F16:
                for (int i = 0; i < values.length; i++) {
                    b.putShort(2 * i, floatToFp16(values[i]));
                }
                break;
            default:
                throw new IllegalArgumentException("cannot store floats as " + dtype);
        }
        return b.array();
    }
}
