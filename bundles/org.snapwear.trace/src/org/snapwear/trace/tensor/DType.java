package org.snapwear.trace.tensor;

import java.util.Locale;

/**
 * Element types that checkpoint formats store. Names follow the safetensors spelling because that is the
 * format Snapwear writes back (restore, generator output).
 * <p>
 * The two 8-bit floats are the OCP FP8 formats training frameworks store: {@link #F8_E4M3} (torch
 * {@code float8_e4m3fn}: bias 7, no infinities, only S.1111.111 is NaN) and {@link #F8_E5M2} (torch
 * {@code float8_e5m2}: bias 15, IEEE-style infinities and NaNs). The "fnuz" variants have another bias and NaN
 * encoding and are not listed, so they fail to parse instead of being misread.
 */
public enum DType {
    F64(8, true), F32(4, true), F16(2, true), BF16(2, true), F8_E4M3(1, true), F8_E5M2(1, true),
    I64(8, false), I32(4, false), I16(2, false), I8(1, false), U8(1, false), BOOL(1, false);

    private final int byteSize;
    private final boolean floating;

    DType(int byteSize, boolean floating) {
        this.byteSize = byteSize;
        this.floating = floating;
    }

    /** Bytes per element. */
    public int byteSize() {
        return byteSize;
    }

    /** Bits per element. */
    public int bitSize() {
        return byteSize * 8;
    }

    /** True for IEEE-754 style floating point types (the ones delta codecs are designed for). */
    public boolean isFloatingPoint() {
        return floating;
    }

    /** Number of exponent bits for floating types (used by exponent histograms and Huffman baselines). */
    public int exponentBits() {
        switch (this) {
            case F64: return 11;
            case F32: return 8;
            case F16: return 5;
            case BF16: return 8;
            case F8_E4M3: return 4;
            case F8_E5M2: return 5;
            default: return 0;
        }
    }

    /** Number of stored mantissa bits for floating types. */
    public int mantissaBits() {
        return floating ? bitSize() - 1 - exponentBits() : 0;
    }

    /** The safetensors dtype string, e.g. {@code "F32"}. */
    public String safetensorsName() {
        return name();
    }

    /**
     * Parses a dtype written in any of the spellings the supported formats use ("F32", "float32", "fp32",
     * "torch.float32", "bfloat16", "F8_E4M3", "float8_e4m3fn"; "<f4" for NumPy is handled by the NumPy reader
     * itself).
     *
     * @throws IllegalArgumentException for an unknown spelling
     */
    public static DType parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.startsWith("torch.")) {
            t = t.substring(6);
        }
        switch (t) {
            case "f64": case "float64": case "fp64": case "double": case "doublestorage": return F64;
            case "f32": case "float32": case "fp32": case "float": case "floatstorage": return F32;
            case "f16": case "float16": case "fp16": case "half": case "halfstorage": return F16;
            case "bf16": case "bfloat16": case "bfloat16storage": return BF16;
            // safetensors spells them F8_E4M3/F8_E5M2, torch float8_e4m3fn/float8_e5m2 (storage classes
            // Float8_e4m3fnStorage/Float8_e5m2Storage), ml_dtypes float8_e4m3fn too.
            case "f8_e4m3": case "f8_e4m3fn": case "float8_e4m3fn": case "float8_e4m3fnstorage": case "fp8_e4m3":
                return F8_E4M3;
            case "f8_e5m2": case "float8_e5m2": case "float8_e5m2storage": case "fp8_e5m2":
                return F8_E5M2;
            case "i64": case "int64": case "long": case "longstorage": return I64;
            case "i32": case "int32": case "int": case "intstorage": return I32;
            case "i16": case "int16": case "short": case "shortstorage": return I16;
            case "i8": case "int8": case "charstorage": return I8;
            case "u8": case "uint8": case "bytestorage": return U8;
            case "bool": case "boolstorage": return BOOL;
            default: throw new IllegalArgumentException("unknown dtype '" + text + "'");
        }
    }
}
