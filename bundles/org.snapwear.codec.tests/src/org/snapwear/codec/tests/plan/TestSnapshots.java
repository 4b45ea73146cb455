package org.snapwear.codec.tests.plan;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Random;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/** Small in-memory snapshots for the plan tests. */
final class TestSnapshots {
    static final String W = "model.safetensors::w";
    static final String B = "model.safetensors::b";
    static final String STEP = "optimizer.pt::state.0.step";

    private TestSnapshots() {
    }

    /** Two float tensors drifting a little from one iteration to the next (several 4 KiB chunks each). */
    static Snapshot drifting(int it) {
        return new Snapshot(null, it, List.of(floats(W, 5000, it, 1), floats(B, 1500, it, 2)));
    }

    /** As {@link #drifting}, plus an integer step counter that float codecs decline. */
    static Snapshot withStep(int it) {
        byte[] b = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putLong(it).array();
        return new Snapshot(null, it, List.of(floats(W, 5000, it, 1), floats(B, 1500, it, 2),
                Tensor.of(STEP, DType.I64, new long[] {1}, b)));
    }

    /** The same random tensor at every iteration: a delta against the true reference is all zeros. */
    static Snapshot constantRandom(int it) {
        Random r = new Random(7);
        byte[] b = new byte[4 * 4096];
        r.nextBytes(b);
        return new Snapshot(null, it, List.of(Tensor.of(W, DType.F32, new long[] {4096}, b)));
    }

    private static Tensor floats(String name, int n, int it, long seed) {
        Random r = new Random(seed);
        ByteBuffer b = ByteBuffer.allocate(4 * n).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < n; i++) {
            b.putFloat((float) (r.nextGaussian() * 0.05 + 1e-4 * it * (i % 7)));
        }
        return Tensor.of(name, DType.F32, new long[] {n}, b.array());
    }
}
