package org.snapwear.trace.stats;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/** Computes the {@link ExponentHistogram}s of a snapshot: one per floating dtype present, in dtype order. */
public final class ExponentHistograms {
    private static final int CHUNK = 4096;

    private ExponentHistograms() {
    }

    /** Histograms of every floating dtype in the snapshot (empty list for a snapshot without floats). */
    public static List<ExponentHistogram> of(Snapshot snapshot) {
        Map<DType, long[]> byType = new EnumMap<>(DType.class);
        for (Tensor t : snapshot.tensors()) {
            DType d = t.dtype();
            if (!d.isFloatingPoint()) {
                continue;
            }
            long[] c = byType.computeIfAbsent(d, k -> new long[1 << k.exponentBits()]);
            switch (d) {
                case F32 -> count32(t.data().asIntBuffer(), c);
                case F64 -> count64(t.data().asLongBuffer(), c);
                case F16 -> count16(t.data().asShortBuffer(), 10, 0x1F, c);
                case BF16 -> count16(t.data().asShortBuffer(), 7, 0xFF, c);
                case F8_E4M3 -> count8(t.data(), 3, 0x0F, c);
                case F8_E5M2 -> count8(t.data(), 2, 0x1F, c);
                default -> throw new IllegalStateException("no exponent layout for " + d);
            }
        }
        List<ExponentHistogram> out = new ArrayList<>();
        byType.forEach((d, c) -> out.add(new ExponentHistogram(snapshot.iteration(), d, c)));
        return out;
    }

    private static void count32(IntBuffer b, long[] c) {
        int[] x = new int[CHUNK];
        while (b.hasRemaining()) {
            int n = Math.min(CHUNK, b.remaining());
            b.get(x, 0, n);
            for (int i = 0; i < n; i++) {
                c[(x[i] >>> 23) & 0xFF]++;
            }
        }
    }

    private static void count64(LongBuffer b, long[] c) {
        long[] x = new long[CHUNK];
        while (b.hasRemaining()) {
            int n = Math.min(CHUNK, b.remaining());
            b.get(x, 0, n);
            for (int i = 0; i < n; i++) {
                c[(int) (x[i] >>> 52) & 0x7FF]++;
            }
        }
    }

    private static void count16(ShortBuffer b, int shift, int mask, long[] c) {
        short[] x = new short[CHUNK];
        while (b.hasRemaining()) {
            int n = Math.min(CHUNK, b.remaining());
            b.get(x, 0, n);
            for (int i = 0; i < n; i++) {
                c[(x[i] >>> shift) & mask]++;
            }
        }
    }

    private static void count8(ByteBuffer b, int shift, int mask, long[] c) {
        byte[] x = new byte[CHUNK];
        while (b.hasRemaining()) {
            int n = Math.min(CHUNK, b.remaining());
            b.get(x, 0, n);
            for (int i = 0; i < n; i++) {
                c[(x[i] >>> shift) & mask]++;
            }
        }
    }
}
