package org.snapwear.codec.tests.codecs;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Seeded tensors of any dtype for the dtype x codec matrix: per dtype the values a checkpoint really holds
 * (weights near 0, step counters, masks, RNG bytes), its awkward bit patterns, uniformly random bits, all-zero and
 * all-ones; and the next training step of such a snapshot.
 */
final class DTypeSamples {
    /** Element counts: empty, single, odd, and larger than several small chunks. */
    static final int[] LENGTHS = {0, 1, 3, 7, 17, 101, 1001, 4099};
    /** Kinds of content, one tensor per kind and length. */
    static final String[] KINDS = {"typical", "special", "random", "zeros", "ones"};

    private static final long[] SPECIAL_F64 = {0x7ff8000000000000L, 0x7ff8000000000001L, 0xfff4000000000123L,
        0x7ff0000000000001L, 0x7ff0000000000000L, 0xfff0000000000000L, 0x8000000000000000L, 0, 1,
        0x800fffffffffffffL, 0x0010000000000000L, 0x7fefffffffffffffL};
    private static final int[] SPECIAL_F32 = TestTensors.SPECIAL_F32;
    private static final short[] SPECIAL_16 = TestTensors.SPECIAL_16;
    private static final long[] SPECIAL_INT = {Long.MIN_VALUE, Long.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE,
        Short.MIN_VALUE, Short.MAX_VALUE, Byte.MIN_VALUE, Byte.MAX_VALUE, 0, -1, 1, 255, 256, 65535};
    private static final byte[] SPECIAL_BOOL = {0, 1, 1, 0, 2, (byte) 0xff, 0x7f, (byte) 0x80};

    private DTypeSamples() {
    }

    /** A snapshot of one tensor per kind and length, all of dtype {@code d}. */
    static Snapshot snapshot(DType d, long seed, long iteration) {
        SplittableRandom r = new SplittableRandom(seed * 1009 + d.ordinal());
        List<Tensor> ts = new ArrayList<>();
        for (String kind : KINDS) {
            for (int n : LENGTHS) {
                ByteBuffer b = ByteBuffer.allocate(n * d.byteSize()).order(ByteOrder.LITTLE_ENDIAN);
                for (int i = 0; i < n; i++) {
                    put(b, d, i, value(kind, d, i, r));
                }
                ts.add(new Tensor(new TensorInfo(kind + "." + n, d, new long[] {n}), b));
            }
        }
        return new Snapshot(null, iteration, ts);
    }

    /** The bit pattern of element i of a tensor of this kind, as a long (low bits used). */
    private static long value(String kind, DType d, int i, SplittableRandom r) {
        switch (kind) {
            case "special": return special(d, i);
            case "random": return r.nextLong();
            case "zeros": return 0;
            case "ones": return -1;
            default: return typical(d, i, r);
        }
    }

    private static long special(DType d, int i) {
        switch (d) {
            case F64: return SPECIAL_F64[i % SPECIAL_F64.length];
            case F32: return SPECIAL_F32[i % SPECIAL_F32.length];
            case F16: case BF16: return SPECIAL_16[i % SPECIAL_16.length];
            case BOOL: return SPECIAL_BOOL[i % SPECIAL_BOOL.length];
            case F8_E4M3: case F8_E5M2: case U8: case I8: return i * 37 + (i >> 8); // every byte value
            default: return SPECIAL_INT[i % SPECIAL_INT.length];
        }
    }

    /** What a checkpoint holds: small Gaussian weights, counters, masks, RNG bytes. */
    private static long typical(DType d, int i, SplittableRandom r) {
        double w = r.nextGaussian() * 0.02;
        switch (d) {
            case F64: return Double.doubleToRawLongBits(w);
            case F32: return Float.floatToRawIntBits((float) w);
            case BF16: return Float.floatToRawIntBits((float) w) >>> 16;
            case F16: return TestTensors.toHalfBits((float) w);
            // sign, then the exponent field near the bias (values around 2^-3..2^0), random mantissa
            case F8_E4M3: return (r.nextInt(2) << 7) | (4 + r.nextInt(4)) << 3 | r.nextInt(8);
            case F8_E5M2: return (r.nextInt(2) << 7) | (12 + r.nextInt(4)) << 2 | r.nextInt(4);
            case BOOL: return r.nextInt(10) == 0 ? 0 : 1; // attention/padding masks
            case U8: return r.nextInt(256); // RNG state bytes
            case I64: return 1_000_000L + i; // step counters, position ids
            default: return r.nextInt(64) - 32; // small integers: labels, indices, quantized weights
        }
    }

    private static void put(ByteBuffer b, DType d, int i, long v) {
        switch (d.byteSize()) {
            case 8: b.putLong(i * 8, v); break;
            case 4: b.putInt(i * 4, (int) v); break;
            case 2: b.putShort(i * 2, (short) v); break;
            default: b.put(i, (byte) v);
        }
    }

    /**
     * The next step: some elements move by a small amount in their low bits (counters step by one), a few are
     * replaced by random bits, the rest stay, as between two checkpoints of a training run.
     */
    static Snapshot step(Snapshot prev, long seed, long iteration) {
        SplittableRandom r = new SplittableRandom(seed);
        List<Tensor> ts = new ArrayList<>();
        for (Tensor t : prev.tensors()) {
            DType d = t.dtype();
            int w = d.byteSize();
            ByteBuffer b = ByteBuffer.wrap(t.toByteArray()).order(ByteOrder.LITTLE_ENDIAN);
            int n = b.capacity() / w;
            for (int i = 0; i < n; i++) {
                int u = r.nextInt(20);
                if (u == 0) {
                    put(b, d, i, r.nextLong());
                } else if (u < 12) {
                    put(b, d, i, get(b, w, i) + (d.isFloatingPoint() ? r.nextInt(5) - 2 : 1));
                }
            }
            ts.add(new Tensor(t.info(), b));
        }
        return new Snapshot(null, iteration, ts);
    }

    private static long get(ByteBuffer b, int w, int i) {
        switch (w) {
            case 8: return b.getLong(i * 8);
            case 4: return b.getInt(i * 4);
            case 2: return b.getShort(i * 2);
            default: return b.get(i);
        }
    }
}
