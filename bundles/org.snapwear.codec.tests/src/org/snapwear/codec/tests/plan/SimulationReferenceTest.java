package org.snapwear.codec.tests.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.codecs.DynRleCodec;
import org.snapwear.codec.codecs.HuffmanExpCodec;
import org.snapwear.codec.codecs.RawCodec;
import org.snapwear.codec.plan.SchemeSimulation;
import org.snapwear.codec.scheme.SaveRecord;
import org.snapwear.codec.scheme.SchemeConfig;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.codec.scheme.SnapshotSupplier;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.CodecKind;
import org.snapwear.codec.spi.CodecParams;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.tensor.Snapshot;

/**
 * The simulation executes the plan chunk by chunk and keeps the guarantee that a codec bug cannot hide: a save
 * whose chunks do not all round-trip is unverified, and later saves are then encoded against the snapshot as
 * decoded, not the original; the thread count does not change the result; a cancel stops it between ranges.
 */
class SimulationReferenceTest {
    private static final SchemeConfig PROGRESSIVE = new SchemeConfig(SchemeMode.PROGRESSIVE, 10, 10, 0);

    private static SimulationResult simulate(List<Snapshot> snaps, SnapshotCodec delta, SnapshotCodec baseline,
            int threads) throws IOException {
        return SchemeSimulation.run(SnapshotSupplier.of(snaps), new SchemeSimulation.Options(PROGRESSIVE, delta,
                baseline, 1 << 12, null, threads));
    }

    private static List<Snapshot> constant() {
        List<Snapshot> s = new ArrayList<>();
        for (int it = 0; it <= 20; it += 10) {
            s.add(TestSnapshots.constantRandom(it));
        }
        return s;
    }

    @Test
    void theOriginalIsTheReferenceOnlyWhenTheRoundTripWasExact() throws IOException {
        SimulationResult exact = simulate(constant(), new DeflatedXor(false), new RawCodec(), 1);
        assertTrue(exact.allVerified());
        // identical snapshots: each delta against the true reference is all zeros, a few bytes deflated
        assertTrue(exact.saves().get(2).bytes() < 1000, "exact: " + exact.saves().get(2).bytes());

        SimulationResult lossy = simulate(constant(), new DeflatedXor(true), new RawCodec(), 1);
        List<SaveRecord> saves = lossy.saves();
        assertTrue(saves.get(0).verified());
        assertFalse(saves.get(1).verified());
        assertFalse(lossy.allVerified());
        assertEquals(exact.saves().get(1).bytes(), saves.get(1).bytes(), "encoded against the true baseline");
        // iteration 20 is encoded against iteration 10 as decoded (zeros), so its delta is the random data itself
        assertTrue(saves.get(2).bytes() > 15_000, "lossy: " + saves.get(2).bytes());
    }

    @Test
    void threadsDoNotChangeTheResult() throws IOException {
        List<Snapshot> s = new ArrayList<>();
        for (int it = 0; it <= 50; it += 10) {
            s.add(TestSnapshots.drifting(it));
        }
        SimulationResult one = simulate(s, new DynRleCodec(), new HuffmanExpCodec(), 1);
        SimulationResult three = simulate(s, new DynRleCodec(), new HuffmanExpCodec(), 3);
        assertTrue(one.allVerified() && three.allVerified());
        assertEquals(one.writtenBytes(), three.writtenBytes());
        for (int i = 0; i < one.saves().size(); i++) {
            assertEquals(one.saves().get(i).parts(), three.saves().get(i).parts());
            assertEquals(one.saves().get(i).roles(), three.saves().get(i).roles());
        }
    }

    @Test
    void progressCountsBytesAndCancelStopsTheRun() throws IOException {
        List<Snapshot> s = new ArrayList<>();
        for (int it = 0; it <= 20; it += 10) {
            s.add(TestSnapshots.drifting(it));
        }
        long[] worked = new long[1];
        List<Long> totals = new ArrayList<>();
        Progress counting = new Progress() {
            @Override
            public void begin(String task, long totalWork, String unit) {
                totals.add(totalWork);
            }

            @Override
            public void worked(long work) {
                worked[0] += work;
            }
        };
        SimulationResult r = SchemeSimulation.run(SnapshotSupplier.of(s), new SchemeSimulation.Options(PROGRESSIVE,
                new DynRleCodec(), new HuffmanExpCodec(), 1 << 12, null, 1), rec -> { }, counting);
        assertEquals(r.rawBytes(), worked[0]);
        assertEquals(3, totals.size());
        Progress canceled = new Progress() {
            @Override
            public void begin(String task, long totalWork, String unit) {
            }

            @Override
            public void worked(long work) {
            }

            @Override
            public boolean isCanceled() {
                return true;
            }
        };
        org.junit.jupiter.api.Assertions.assertThrows(CancellationException.class, () -> SchemeSimulation.run(
                SnapshotSupplier.of(s), new SchemeSimulation.Options(PROGRESSIVE, new DynRleCodec(),
                        new HuffmanExpCodec(), 1 << 12, null, 1), rec -> { }, canceled));
    }

    /**
     * A delta codec that deflates current XOR previous; the lossy variant decodes every chunk to zeros.
     */
    private static final class DeflatedXor implements SnapshotCodec {
        private final boolean lossy;

        DeflatedXor(boolean lossy) {
            this.lossy = lossy;
        }

        @Override
        public String id() {
            return lossy ? "test-xor-lossy" : "test-xor-exact"; // same length: same header size
        }

        @Override
        public String displayName() {
            return id();
        }

        @Override
        public CodecKind kind() {
            return CodecKind.DELTA;
        }

        @Override
        public byte[] encodeChunk(CodecParams params, ChunkInput in) {
            int n = in.chunk().byteLength();
            byte[] x = new byte[n];
            for (int i = 0; i < n; i++) {
                x[i] = (byte) (in.current().get(i) ^ in.previous().get(i));
            }
            Deflater d = new Deflater();
            d.setInput(x);
            d.finish();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[8192];
            while (!d.finished()) {
                out.write(buf, 0, d.deflate(buf));
            }
            d.end();
            return out.toByteArray();
        }

        @Override
        public void decodeChunk(CodecParams params, ChunkInput in, ByteBuffer encoded, ByteBuffer out)
                throws IOException {
            int n = in.chunk().byteLength();
            byte[] x = new byte[n];
            if (!lossy) {
                java.util.zip.Inflater inf = new java.util.zip.Inflater();
                byte[] e = new byte[encoded.remaining()];
                encoded.get(e);
                inf.setInput(e);
                try {
                    inf.inflate(x);
                } catch (java.util.zip.DataFormatException ex) {
                    throw new IOException(ex);
                } finally {
                    inf.end();
                }
                for (int i = 0; i < n; i++) {
                    x[i] ^= in.previous().get(i);
                }
            }
            out.put(0, x);
        }
    }
}
