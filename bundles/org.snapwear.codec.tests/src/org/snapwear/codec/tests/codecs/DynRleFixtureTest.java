package org.snapwear.codec.tests.codecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.snapwear.codec.codecs.DynRleCodec;
import org.snapwear.codec.codecs.RawCodec;
import org.snapwear.codec.container.ContainerHeader;
import org.snapwear.codec.plan.SchemeSimulation;
import org.snapwear.codec.scheme.SaveRecord;
import org.snapwear.codec.scheme.SchemeConfig;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.codec.scheme.SnapshotSupplier;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * The dynrle codec on the cnn fixture against an independent computation of Algorithm 1 (plain loops over the
 * fixture's int bits, no codec code): the Algorithm 1 totals reproduce docs/papers.md#reference-figures (84.0 / 81.7 / 79.3 / 77.0 % of
 * 9,497,712 raw bytes, progressive, uncompressed baselines), and every container the codec writes is exactly the
 * documented header + per-chunk length fields + ceil(Algorithm 1 bits / 8) per chunk + trailer.
 */
class DynRleFixtureTest {
    static final long RAW = 9_497_712L;
    static List<int[][]> snaps; // [snapshot][tensor][element bits]
    static SnapshotSequence seq;

    @BeforeAll
    static void load() throws IOException {
        seq = SnapshotSequence.discover(TestTensors.cnnFixture());
        assertEquals(21, seq.size(), "cnn fixture snapshots");
        snaps = new ArrayList<>();
        for (int i = 0; i < seq.size(); i++) {
            try (Snapshot s = seq.open(i)) {
                int[][] ts = new int[s.tensors().size()][];
                for (int t = 0; t < ts.length; t++) {
                    Tensor x = s.tensors().get(t);
                    IntBuffer ib = x.data().asIntBuffer();
                    ts[t] = new int[ib.remaining()];
                    ib.get(ts[t]);
                }
                snaps.add(ts);
            }
        }
    }

    /** Algorithm 1 size_i of one tensor's delta, in bits. */
    static long sizeBits(int[] cur, int[] prev, int i) {
        long bits = 0;
        for (int k = 0; k < cur.length; k++) {
            int lz = Integer.numberOfLeadingZeros(cur[k] ^ prev[k]);
            bits += 32 + i - Math.min((1 << i) - 1, lz);
        }
        return bits;
    }

    static int chooseI(int[][] cur, int[][] prev) {
        int best = -1;
        long bestBits = Long.MAX_VALUE;
        for (int i = 0; i <= 5; i++) {
            long b = 0;
            for (int t = 0; t < cur.length; t++) {
                b += sizeBits(cur[t], prev[t], i);
            }
            if (b < bestBits) {
                bestBits = b;
                best = i;
            }
        }
        return best;
    }

    @ParameterizedTest
    @CsvSource({"3, 84.0", "5, 81.7", "10, 79.3", "1000, 77.0"})
    void algorithm1TotalsAndExactContainerSizes(int snapDis, double expectedPct) throws IOException {
        // Independent Algorithm 1 accounting.
        long bytes = 0;
        List<Long> expectedContainer = new ArrayList<>();
        for (int s = 0; s < snaps.size(); s++) {
            int[][] cur = snaps.get(s);
            boolean baseline = s % snapDis == 0;
            int tensors = cur.length;
            long overhead = ContainerHeader.FIXED_BYTES + 4L * tensors + 4; // header fixed part, length fields, CRC
            if (baseline) {
                long raw = 0;
                for (int[] t : cur) {
                    raw += 4L * t.length;
                }
                bytes += raw;
                expectedContainer.add(overhead + "raw".length() + raw);
            } else {
                int[][] prev = snaps.get(s - 1);
                int i = chooseI(cur, prev);
                long bits = 0;
                long payload = 0;
                for (int t = 0; t < tensors; t++) {
                    long b = sizeBits(cur[t], prev[t], i);
                    bits += b;
                    payload += (b + 7) / 8; // each tensor is one chunk here (largest tensor 409,600 bytes < 1 MiB)
                }
                bytes += bits / 8;
                expectedContainer.add(overhead + "dynrle".length() + 2 + payload);
            }
        }
        assertEquals(expectedPct, Math.round(1000.0 * bytes / RAW) / 10.0, "Algorithm 1 total, snap_dis " + snapDis);

        // The codec through the scheme simulation.
        SimulationResult r = SchemeSimulation.run(SnapshotSupplier.of(seq), new SchemeSimulation.Options(
                new SchemeConfig(SchemeMode.PROGRESSIVE, snapDis, 500, 0), new DynRleCodec(), new RawCodec()));
        assertEquals(RAW, r.rawBytes());
        assertTrue(r.allVerified());
        long total = 0;
        for (int s = 0; s < r.saves().size(); s++) {
            SaveRecord rec = r.saves().get(s);
            assertEquals(s % snapDis == 0 ? "baseline" : "delta", rec.kind());
            assertEquals(expectedContainer.get(s), rec.bytes(), "container bytes of iteration " + rec.iteration());
            total += rec.bytes();
        }
        assertEquals(total, r.writtenBytes());
        // Headers add 48..54 bytes per snapshot and < 1 byte of padding per tensor: < 0.02 percentage points here.
        assertEquals(100.0 * bytes / RAW, 100.0 * r.writtenBytes() / RAW, 0.02);
    }
}
