package org.snapwear.trace.tests.generator;

import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.nio.file.Path;

import org.snapwear.trace.format.SafetensorsReader;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * The Table 1 statistic computed independently of the statistics package: the fraction of fp32 parameters
 * whose bit patterns in two snapshots agree in at least N leading bits.
 */
public final class HeadingBits {

    private HeadingBits() {
    }

    /** Fraction of positions where {@code numberOfLeadingZeros(a ^ b) >= n}. */
    public static double fraction(int[] a, int[] b, int n) {
        if (a.length != b.length) {
            throw new IllegalArgumentException("different parameter counts: " + a.length + " vs " + b.length);
        }
        long same = 0;
        for (int i = 0; i < a.length; i++) {
            if (Integer.numberOfLeadingZeros(a[i] ^ b[i]) >= n) {
                same++;
            }
        }
        return (double) same / a.length;
    }

    /** All F32 tensors of a snapshot concatenated in storage order, as raw bit patterns. */
    public static int[] bits(Snapshot s) {
        int[] out = new int[Math.toIntExact(s.elementCount())];
        int pos = 0;
        for (Tensor t : s.tensors()) {
            FloatBuffer fb = t.data().order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer();
            while (fb.hasRemaining()) {
                out[pos++] = Float.floatToRawIntBits(fb.get());
            }
        }
        return out;
    }

    /** The bit patterns of an fp32 safetensors file. */
    public static int[] bits(Path safetensors) throws IOException {
        try (Snapshot s = new SafetensorsReader().read(safetensors)) {
            return bits(s);
        }
    }
}
