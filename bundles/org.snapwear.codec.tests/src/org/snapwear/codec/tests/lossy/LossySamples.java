package org.snapwear.codec.tests.lossy;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.SplittableRandom;
import org.snapwear.codec.lossy.FloatLanes;
import org.snapwear.trace.tensor.DType;

/** Seeded float tensors for the lossy codecs: moment-like values spanning decades, zeros, and special values. */
final class LossySamples {
    /** Element counts: empty, single, odd, block-sized and around it, several blocks. */
    static final int[] LENGTHS = {0, 1, 3, 255, 256, 257, 1001, 4099};
    static final DType[] DTYPES = {DType.F32, DType.BF16, DType.F16};

    private LossySamples() {
    }

    /**
     * n values: Gaussian times a magnitude that varies over four decades between blocks of 64, every 7th value 0,
     * non-negative squares if {@code nonNegative}, and (if {@code special}) NaN, -inf, +inf, -0.0 and a subnormal
     * early on.
     */
    static ByteBuffer values(DType t, int n, long seed, boolean nonNegative, boolean special) {
        SplittableRandom r = new SplittableRandom(seed);
        ByteBuffer b = ByteBuffer.allocate(n * t.byteSize()).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < n; i++) {
            double mag = Math.pow(10, -((i / 64) % 5)) * (t == DType.F16 ? 1 : 0.01);
            double g = r.nextGaussian() * mag;
            float v = (float) (nonNegative ? g * g * 100 : g);
            if (i % 7 == 3) {
                v = 0;
            }
            FloatLanes.putBits(b, t, i, FloatLanes.toBits(t, v));
        }
        if (special && n > 40) {
            FloatLanes.putBits(b, t, 5, t == DType.F32 ? 0x7fc00123 : 0x7fc3);
            FloatLanes.putBits(b, t, 9, FloatLanes.toBits(t, Float.NEGATIVE_INFINITY));
            FloatLanes.putBits(b, t, 300 % n, FloatLanes.toBits(t, Float.POSITIVE_INFINITY));
            FloatLanes.putBits(b, t, 33, t == DType.F32 ? 0x80000000 : 0x8000);
            FloatLanes.putBits(b, t, 34, 1); // smallest subnormal
        }
        return b;
    }

    /**
     * {@code base} moved by a relative step of about {@code rel} plus an absolute step of about 1e-5 (the next save
     * of a weight tensor).
     */
    static ByteBuffer step(DType t, ByteBuffer base, double rel, long seed) {
        return step(t, base, rel, 1e-5, seed);
    }

    /** {@code base} moved by a relative step of about {@code rel} and an absolute one of about {@code abs}. */
    static ByteBuffer step(DType t, ByteBuffer base, double rel, double abs, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int n = base.remaining() / t.byteSize();
        ByteBuffer b = ByteBuffer.allocate(base.remaining()).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < n; i++) {
            float v = FloatLanes.get(base, t, i);
            float next = Float.isFinite(v) ? (float) (v * (1 + rel * r.nextGaussian()) + abs * r.nextGaussian()) : v;
            FloatLanes.putBits(b, t, i, Float.isFinite(v) ? FloatLanes.toBits(t, next) : FloatLanes.bits(base, t, i));
        }
        return b;
    }
}
