package org.snapwear.codec.tests.codecs;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.codecs.BuiltInCodecs;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;

/**
 * Seeded random round trips within a time budget ({@code -Dsnapwear.fuzz.seconds}, default 20, a quarter of it
 * used here): random tensor counts, lengths, dtypes, chunk sizes, rates of special values and step sizes, every
 * built-in codec, baselines and deltas with one or two references. The seed of a failure is in the message.
 */
class CodecFuzzTest {
    @Test
    void randomSnapshotsRoundTripBitExactly() throws Exception {
        long budgetNanos = Integer.getInteger("snapwear.fuzz.seconds", 20) * 1_000_000_000L / 4;
        long start = System.nanoTime();
        List<SnapshotCodec> codecs = BuiltInCodecs.all();
        DType[] types = {DType.F32, DType.BF16, DType.F16};
        int iterations = 0;
        for (long seed = 1000; System.nanoTime() - start < budgetNanos || iterations < codecs.size(); seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            int tensors = r.nextInt(5);
            int[] lengths = new int[tensors];
            for (int i = 0; i < tensors; i++) {
                lengths[i] = r.nextInt(4) == 0 ? r.nextInt(4) : r.nextInt(20_000);
            }
            DType[] dts = {types[r.nextInt(3)], types[r.nextInt(3)]};
            double special = r.nextInt(3) == 0 ? r.nextDouble() : 0.001;
            double step = Math.pow(10, -1 - r.nextInt(6));
            Snapshot s0 = TestTensors.weights(seed, 0, lengths, dts, special);
            Snapshot s1 = TestTensors.step(s0, seed + 1, 1, step);
            Snapshot s2 = TestTensors.step(s1, seed + 2, 2, step);
            SnapshotCodec c = codecs.get(iterations % codecs.size());
            int chunk = 64 + 8 * r.nextInt(2000);
            List<List<Snapshot>> sets = new ArrayList<>(CodecRoundTripTest.refSets(c, s1, s0));
            try {
                for (List<Snapshot> refs : sets) {
                    CodecRoundTripTest.roundTrip(c, s2, refs, chunk);
                }
            } catch (AssertionError | RuntimeException e) {
                throw new AssertionError("codec " + c.id() + ", seed " + seed + ", chunk " + chunk + ": " + e, e);
            }
            iterations++;
        }
    }
}
