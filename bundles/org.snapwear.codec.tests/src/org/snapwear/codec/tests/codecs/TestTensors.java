package org.snapwear.codec.tests.codecs;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/** Seeded generators of realistic and adversarial snapshots for codec tests. */
public final class TestTensors {
    /** Awkward fp32 bit patterns: NaN payloads (quiet and signalling, both signs), infinities, zeros, denormals. */
    public static final int[] SPECIAL_F32 = {0x7fc00000, 0x7fc00001, 0xffc12345, 0x7f800001, 0xffbfffff, 0x7f800000,
        0xff800000, 0x80000000, 0x00000000, 0x00000001, 0x807fffff, 0x007fffff, 0x00800000, 0x7f7fffff, 0xff7fffff};
    /** Awkward 16-bit patterns (valid as fp16 and bf16 bit patterns alike). */
    public static final short[] SPECIAL_16 = {(short) 0x7e01, (short) 0xfc00, 0x7c00, (short) 0x8000, 0, 1,
        (short) 0x83ff, 0x7fc1, (short) 0xff80, 0x7f80, 0x7bff};

    private TestTensors() {
    }

    /** A snapshot of "weights": Gaussian values of several scales, with special values sprinkled in. */
    public static Snapshot weights(long seed, long iteration, int[] lengths, DType[] dtypes, double specialRate) {
        SplittableRandom r = new SplittableRandom(seed);
        List<Tensor> ts = new ArrayList<>();
        for (int t = 0; t < lengths.length; t++) {
            DType d = dtypes[t % dtypes.length];
            ByteBuffer b = ByteBuffer.allocate(lengths[t] * d.byteSize()).order(ByteOrder.LITTLE_ENDIAN);
            double scale = Math.pow(10, -r.nextInt(4));
            for (int i = 0; i < lengths[t]; i++) {
                float v = (float) (r.nextGaussian() * scale);
                boolean special = r.nextDouble() < specialRate;
                put(b, d, i, v, special ? r.nextInt(1 << 30) : -1);
            }
            ts.add(new Tensor(new TensorInfo("t" + t + "." + d.name().toLowerCase(), d, shape(lengths[t], t)), b));
        }
        return new Snapshot(null, iteration, ts);
    }

    /** The next training step: each value moved by a small relative step (SGD-like), a few bits flipped wildly. */
    public static Snapshot step(Snapshot prev, long seed, long iteration, double relStep) {
        SplittableRandom r = new SplittableRandom(seed);
        List<Tensor> ts = new ArrayList<>();
        for (Tensor t : prev.tensors()) {
            DType d = t.dtype();
            ByteBuffer src = t.data();
            int n = (int) t.info().elementCount();
            ByteBuffer b = ByteBuffer.allocate(n * d.byteSize()).order(ByteOrder.LITTLE_ENDIAN);
            for (int i = 0; i < n; i++) {
                if (d == DType.F32) {
                    int bits = src.getInt(i * 4);
                    float v = Float.intBitsToFloat(bits);
                    int nb = Float.isFinite(v) ? Float.floatToRawIntBits(v + (float) (v * relStep * r.nextGaussian()))
                            : bits;
                    if (r.nextInt(1000) == 0) {
                        nb ^= r.nextInt();
                    }
                    b.putInt(i * 4, nb);
                } else {
                    int bits = src.getShort(i * 2) & 0xffff;
                    int nb = r.nextInt(4) == 0 ? bits ^ r.nextInt(8) : bits;
                    b.putShort(i * 2, (short) nb);
                }
            }
            ts.add(new Tensor(t.info(), b));
        }
        return new Snapshot(null, iteration, ts);
    }

    private static void put(ByteBuffer b, DType d, int i, float v, int special) {
        if (d == DType.F32) {
            b.putInt(i * 4, special >= 0 ? SPECIAL_F32[special % SPECIAL_F32.length] : Float.floatToRawIntBits(v));
        } else if (d == DType.BF16) {
            b.putShort(i * 2, special >= 0 ? SPECIAL_16[special % SPECIAL_16.length]
                    : (short) (Float.floatToRawIntBits(v) >>> 16));
        } else {
            b.putShort(i * 2, special >= 0 ? SPECIAL_16[special % SPECIAL_16.length] : toHalfBits(v));
        }
    }

    /** Truncating float to fp16 bit conversion (enough for test data). */
    static short toHalfBits(float v) {
        int f = Float.floatToRawIntBits(v);
        int sign = (f >>> 16) & 0x8000;
        int exp = ((f >>> 23) & 0xff) - 127 + 15;
        int mant = (f >>> 13) & 0x3ff;
        if (exp <= 0) {
            return (short) sign;
        }
        if (exp >= 31) {
            return (short) (sign | 0x7c00);
        }
        return (short) (sign | exp << 10 | mant);
    }

    private static long[] shape(int n, int t) {
        if (n % 6 == 0 && n > 0 && t % 2 == 0) {
            return new long[] {n / 6, 2, 3};
        }
        return new long[] {n};
    }

    /** Every tensor of the snapshot copied into heap memory (mapped files can then be closed). */
    public static Snapshot copy(Snapshot s) {
        List<Tensor> ts = new ArrayList<>();
        for (Tensor t : s.tensors()) {
            ts.add(new Tensor(t.info(), ByteBuffer.wrap(t.toByteArray())));
        }
        return new Snapshot(null, s.iteration(), ts);
    }

    /** The cnn fixture directory, or a failed assumption message naming the property. */
    public static Path cnnFixture() {
        return Fixtures.path("cnn_digits_sgd");
    }
}
