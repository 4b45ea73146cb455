package org.snapwear.codec.registry;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * The self-check's test snapshots: for every dtype the codec claims, one tensor of an odd length full of that
 * dtype's awkward bit patterns and one empty tensor. Every claimed dtype is covered because a store hands a codec
 * every tensor whose dtype it claims (an fp32-only check would pass a plug-in that garbles int64 step counters).
 */
final class SelfCheckData {
    /** fp32: NaN payloads (quiet, signalling, both signs), infinities, -0.0, 0, denormals. */
    private static final int[] SPECIALS_32 = {0x7fc00001, 0xffc12345, 0x7f800000, 0xff800000, 0x80000000, 0,
        0x00000001, 0x807fffff};
    /** fp64 the same, int64 extremes. */
    private static final long[] SPECIALS_64 = {0x7ff8000000000001L, 0xfff4000000000000L, 0x7ff0000000000000L,
        0xfff0000000000000L, 0x8000000000000000L, 0, 1, 0x800fffffffffffffL, Long.MAX_VALUE, -1};
    /** int32 extremes (the fp32 list covers the float patterns). */
    private static final int[] SPECIALS_I32 = {Integer.MIN_VALUE, Integer.MAX_VALUE, -1, 0, 1};

    private SelfCheckData() {
    }

    /** A small snapshot with every awkward value, derived from {@code prev} by small perturbations if given. */
    static Snapshot testSnapshot(SnapshotCodec codec, int seed, Snapshot prev) {
        List<Tensor> tensors = new ArrayList<>();
        for (DType t : DType.values()) {
            if (!codec.supports(t)) {
                continue;
            }
            int n = length(t);
            String name = "w." + t.name().toLowerCase();
            byte[] data = prev != null ? prev.tensor(name).orElseThrow().toByteArray() : new byte[n * t.byteSize()];
            fill(data, t, new SplittableRandom(seed * 31L + t.ordinal()), prev != null);
            tensors.add(new Tensor(new TensorInfo(name, t, new long[] {n}), ByteBuffer.wrap(data)));
            tensors.add(new Tensor(new TensorInfo(name + ".empty", t, new long[] {0, 3}), ByteBuffer.allocate(0)));
        }
        return new Snapshot(null, seed, tensors);
    }

    /** Odd lengths spanning several 256-byte chunks (1-byte dtypes: every byte value at least once). */
    private static int length(DType t) {
        switch (t.byteSize()) {
            case 8: return 67;
            case 4: return t == DType.F32 ? 301 : 131;
            case 2: return t == DType.BF16 ? 157 : 95;
            default: return 389;
        }
    }

    private static void fill(byte[] data, DType t, SplittableRandom r, boolean perturb) {
        ByteBuffer b = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
        int n = data.length / t.byteSize();
        for (int i = 0; i < n; i++) {
            boolean step = perturb && i % 3 != 0;
            switch (t.byteSize()) {
                case 8: {
                    long v = step ? b.getLong(i * 8) ^ r.nextLong(1L << 20)
                            : i < SPECIALS_64.length ? SPECIALS_64[i]
                            : t == DType.F64 ? Double.doubleToRawLongBits(r.nextGaussian()) : r.nextLong();
                    b.putLong(i * 8, v);
                    break;
                }
                case 4: {
                    int[] specials = t == DType.F32 ? SPECIALS_32 : SPECIALS_I32;
                    int v = step ? b.getInt(i * 4) ^ r.nextInt(1 << 12)
                            : i < specials.length ? specials[i]
                            : t == DType.F32 ? Float.floatToRawIntBits((float) r.nextGaussian()) : r.nextInt();
                    b.putInt(i * 4, v);
                    break;
                }
                case 2: {
                    int v = step ? b.getShort(i * 2) ^ r.nextInt(1 << 5) : r.nextInt(1 << 16);
                    b.putShort(i * 2, (short) v);
                    break;
                }
                default: {
                    // Every byte value in turn (fp8 NaNs, infinities, -0 and denormals; bools other than 0/1).
                    int v = step ? b.get(i) ^ r.nextInt(1 << 3) : i < 256 ? i : r.nextInt(256);
                    b.put(i, (byte) v);
                }
            }
        }
    }
}
