package org.snapwear.codec.lossy;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Float16;

/**
 * Element access for the three float widths the lossy codecs handle (fp32, bf16, fp16): the value of element i of a
 * little-endian buffer as a float (exact for all three), its raw bits, and a float rounded to the element type the
 * way a stored value is (round to nearest, ties to even), done with integer operations so every JVM gives the same
 * bits.
 */
public final class FloatLanes {
    private FloatLanes() {
    }

    /** True for the element types the lossy codecs handle. */
    public static boolean supports(DType t) {
        return t == DType.F32 || t == DType.BF16 || t == DType.F16;
    }

    /** Value of element {@code i}. */
    public static float get(ByteBuffer b, DType t, int i) {
        switch (t) {
            case F32:
                return b.getFloat(i << 2);
            case BF16:
                return Float.intBitsToFloat((b.getShort(i << 1) & 0xffff) << 16);
            default:
                return Float16.toFloat(b.getShort(i << 1) & 0xffff);
        }
    }

    /** Raw bits of element {@code i} (zero-extended for 2-byte types). */
    public static int bits(ByteBuffer b, DType t, int i) {
        return t == DType.F32 ? b.getInt(i << 2) : b.getShort(i << 1) & 0xffff;
    }

    /** Writes raw bits to element {@code i}. */
    public static void putBits(ByteBuffer b, DType t, int i, int bits) {
        if (t == DType.F32) {
            b.putInt(i << 2, bits);
        } else {
            b.putShort(i << 1, (short) bits);
        }
    }

    /** The bits of elements 0..n-1 (zero-extended for 2-byte types), read in one pass. */
    public static int[] loadBits(ByteBuffer b, DType t, int n) {
        int[] out = new int[n];
        if (t == DType.F32) {
            b.duplicate().order(ByteOrder.LITTLE_ENDIAN).position(0).asIntBuffer().get(0, out, 0, n);
        } else {
            for (int i = 0; i < n; i++) {
                out[i] = b.getShort(i << 1) & 0xffff;
            }
        }
        return out;
    }

    /** The values of bit patterns of type {@code t} (exact). */
    public static float[] values(DType t, int[] bits) {
        float[] out = new float[bits.length];
        if (t == DType.F32) {
            for (int i = 0; i < bits.length; i++) {
                out[i] = Float.intBitsToFloat(bits[i]);
            }
        } else if (t == DType.BF16) {
            for (int i = 0; i < bits.length; i++) {
                out[i] = Float.intBitsToFloat(bits[i] << 16);
            }
        } else {
            for (int i = 0; i < bits.length; i++) {
                out[i] = Float16.toFloat(bits[i]);
            }
        }
        return out;
    }

    /** Writes bit patterns to elements 0..n-1. */
    public static void storeBits(ByteBuffer b, DType t, int[] bits) {
        if (t == DType.F32) {
            b.duplicate().order(ByteOrder.LITTLE_ENDIAN).position(0).asIntBuffer().put(0, bits, 0, bits.length);
        } else {
            for (int i = 0; i < bits.length; i++) {
                b.putShort(i << 1, (short) bits[i]);
            }
        }
    }

    private static final double ROUNDER = 0x1.8p52;

    /**
     * The integer nearest to {@code y} (ties to even) for |y| < 2^51, by adding and subtracting 1.5 * 2^52: two
     * additions, where {@code Math.round} and {@code Math.rint} cost several times more per element on Java 17.
     * Larger magnitudes give a large value and NaN gives NaN: callers range-check the result before using it.
     */
    public static double roundHalfEven(double y) {
        return (y + ROUNDER) - ROUNDER;
    }

    /** Bits of the element type nearest to a non-NaN float. */
    public static int toBits(DType t, float v) {
        switch (t) {
            case F32:
                return Float.floatToRawIntBits(v);
            case BF16:
                return floatToBf16(v);
            default:
                return Float16.fromFloat(v);
        }
    }

    /** The value a non-NaN float has once stored as element type {@code t}. */
    public static float round(DType t, float v) {
        switch (t) {
            case F32:
                return v;
            case BF16:
                return Float.intBitsToFloat(floatToBf16(v) << 16);
            default:
                return Float16.toFloat(Float16.fromFloat(v));
        }
    }

    /** Value of a bit pattern of type {@code t}. */
    public static float fromBits(DType t, int bits) {
        switch (t) {
            case F32:
                return Float.intBitsToFloat(bits);
            case BF16:
                return Float.intBitsToFloat(bits << 16);
            default:
                return Float16.toFloat(bits);
        }
    }

    static int floatToBf16(float v) {
        int bits = Float.floatToRawIntBits(v);
        return (bits + 0x7fff + ((bits >>> 16) & 1)) >>> 16;
    }
}
