package org.snapwear.gpu.tests.buddy;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.snapwear.gpu.image.Allocation;
import org.snapwear.gpu.image.AllocationKind;
import org.snapwear.gpu.image.MemoryImage;

/** Small synthetic memory images whose entries have known BPC sizes. */
final class Images {
    /** Entry kinds: ZERO (10 bits), CONST (1.0f everywhere: 40 bits), RANDOM (raw, 1024 bits). */
    static final int ZERO = 0;
    static final int CONST = 1;
    static final int RANDOM = 2;
    static final int CONST_BITS = 40;

    private Images() {
    }

    static Allocation alloc(String name, int[] entryKinds, long seed) {
        ByteBuffer b = ByteBuffer.allocate(entryKinds.length * 128).order(ByteOrder.LITTLE_ENDIAN);
        Random r = new Random(seed);
        for (int e = 0; e < entryKinds.length; e++) {
            for (int i = 0; i < 32; i++) {
                int w;
                switch (entryKinds[e]) {
                    case ZERO: w = 0; break;
                    case CONST: w = Float.floatToRawIntBits(1.0f); break;
                    default: w = r.nextInt(); break;
                }
                b.putInt(e * 128 + 4 * i, w);
            }
        }
        return new Allocation(name, AllocationKind.fromName(name), b);
    }

    static int[] fill(int n, int kind) {
        int[] k = new int[n];
        java.util.Arrays.fill(k, kind);
        return k;
    }

    static MemoryImage image(long iteration, Allocation... allocs) {
        return new MemoryImage("synthetic", iteration, new ArrayList<>(List.of(allocs)), null);
    }
}
