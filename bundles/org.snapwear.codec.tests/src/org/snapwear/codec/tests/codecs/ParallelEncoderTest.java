package org.snapwear.codec.tests.codecs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.codecs.BuiltInCodecs;
import org.snapwear.codec.container.EncodeResult;
import org.snapwear.codec.container.ParallelSnapshotEncoder;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;

/** The multi-threaded container encoder must write exactly the single-threaded encoder's bytes. */
class ParallelEncoderTest {
    @Test
    void identicalBytesForEveryCodecAndThreadCount() throws Exception {
        Snapshot s0 = TestTensors.weights(21, 0, new int[] {5000, 77, 0, 20000, 3}, new DType[] {DType.F32, DType.BF16,
            DType.F16}, 0.01);
        Snapshot s1 = TestTensors.step(s0, 22, 1, 1e-3);
        Snapshot s2 = TestTensors.step(s1, 23, 2, 1e-3);
        for (int threads : new int[] {1, 2, 3}) {
            try (ParallelSnapshotEncoder par = new ParallelSnapshotEncoder(threads)) {
                for (SnapshotCodec c : BuiltInCodecs.all()) {
                    List<Snapshot> refs = c.kind().encodesDeltas() ? List.of(s1, s0) : List.of();
                    ByteArrayOutputStream a = new ByteArrayOutputStream();
                    ByteArrayOutputStream b = new ByteArrayOutputStream();
                    EncodeResult ra = SnapshotEncoder.encode(c, s2, refs, 1024, a);
                    EncodeResult rb = par.encode(c, s2, refs, 1024, b);
                    assertArrayEquals(a.toByteArray(), b.toByteArray(), c.id() + " with " + threads + " threads");
                    assertEquals(ra.payloadBytes(), rb.payloadBytes());
                }
            }
        }
    }
}
