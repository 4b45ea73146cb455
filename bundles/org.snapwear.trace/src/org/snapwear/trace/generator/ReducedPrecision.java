package org.snapwear.trace.generator;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

import org.snapwear.trace.tensor.DType;

/**
 * fp32 to bf16 / fp16 conversions with IEEE round-to-nearest-even, as PyTorch's {@code tensor.to(dtype)} does.
 * Written by hand because Float.floatToFloat16 only exists from Java 20.
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
     * fp16 (IEEE binary16) bits of {@code f}, round to nearest even, with subnormals, overflow to infinity,
     * and NaN kept as a quiet NaN with the top payload bits.
     */
    public static short floatToFp16(float f) {
        int x = Float.floatToRawIntBits(f);
        int sign = (x >>> 16) & 0x8000;
        int exp = (x >>> 23) & 0xff;
        int mant = x & 0x7fffff;
        if (exp == 0xff) {
            return (short) (sign | 0x7c00 | (mant != 0 ? 0x200 | (mant >>> 13) : 0));
        }
        int e = exp - 127 + 15;
        if (e >= 0x1f) {
            return (short) (sign | 0x7c00);
        }
        if (e <= 0) {
            if (e < -10) {
                // Below 2^-25, half of the smallest subnormal: rounds to zero.
                return (short) sign;
            }
            int m = mant | 0x800000;
            int shift = 14 - e;
            return (short) (sign | roundShift(m, shift));
        }
        // A carry out of the mantissa correctly bumps the exponent (up to infinity).
        return (short) (sign | (((e << 10) | (mant >>> 13)) + roundBit(mant, 13)));
    }

    private static int roundShift(int m, int shift) {
        return (m >>> shift) + roundBit(m, shift);
    }

    /** 1 if dropping the low {@code shift} bits of {@code m} must round up under round-half-to-even. */
    private static int roundBit(int m, int shift) {
        int rem = m & ((1 << shift) - 1);
        int half = 1 << (shift - 1);
        int kept = m >>> shift;
        return rem > half || (rem == half && (kept & 1) != 0) ? 1 : 0;
    }

    /** The fp32 value of fp16 bits (exact). */
    public static float fp16ToFloat(short h) {
        int bits = h & 0xffff;
        int sign = (bits & 0x8000) << 16;
        int exp = (bits >>> 10) & 0x1f;
        int mant = bits & 0x3ff;
        if (exp == 0x1f) {
            return Float.intBitsToFloat(sign | 0x7f800000 | (mant << 13));
        }
        if (exp == 0) {
            // Subnormal (or zero): mant * 2^-24, exact in fp32.
            float v = mant * 0x1p-24f;
            return sign != 0 ? -v : v;
        }
        return Float.intBitsToFloat(sign | ((exp - 15 + 127) << 23) | (mant << 13));
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
