package org.snapwear.codec.tests.scheme;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.snapwear.codec.codecs.DynRleCodec;
import org.snapwear.codec.codecs.HuffmanExpCodec;
import org.snapwear.codec.codecs.XorShuffleZstdCodec;
import org.snapwear.codec.container.ContainerHeader;
import org.snapwear.codec.container.EncodeResult;
import org.snapwear.codec.container.ParallelSnapshotEncoder;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.plan.SchemeSimulation;
import org.snapwear.codec.scheme.RoleVolume;
import org.snapwear.codec.scheme.SaveRecord;
import org.snapwear.codec.scheme.SchemeConfig;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.codec.scheme.SnapshotSupplier;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.sequence.SequenceMismatchException;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * The scheme simulation saves each snapshot in parts as the store does. Expected sizes are computed here by
 * encoding each part directly with {@link SnapshotEncoder}, not through the simulation's part planner.
 */
class PartedSimulationTest {
    private static final String W = "model.safetensors::w";
    private static final String MOMENT = "optimizer.pt::state.0.exp_avg";
    private static final String STEP = "optimizer.pt::state.0.step";

    private final SnapshotCodec dynrle = new DynRleCodec();
    private final SnapshotCodec huffman = new HuffmanExpCodec();
    private final SnapshotCodec fallback = new XorShuffleZstdCodec();

    /** Weights that drift a little from one iteration to the next, so deltas are small but not empty. */
    private static Tensor floats(String name, int n, int it, long seed) {
        Random r = new Random(seed);
        float[] v = new float[n];
        for (int i = 0; i < n; i++) {
            v[i] = (float) (r.nextGaussian() * 0.05 + 1e-4 * it * (i % 7));
        }
        return Tensor.ofFloats(name, new long[] {n}, v);
    }

    private static Tensor step(int it) {
        byte[] b = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putLong(it).array();
        return Tensor.of(STEP, DType.I64, new long[] {1}, b);
    }

    /** Snapshot k: weights always; moment and step counter from iteration 10 on (none at step 0). */
    private static Snapshot snapshot(int it, boolean optimizer) {
        List<Tensor> t = new ArrayList<>();
        t.add(floats(W, 5000, it, 1));
        if (optimizer && it > 0) {
            t.add(floats(MOMENT, 3000, it, 2));
            t.add(step(it));
        }
        return new Snapshot(null, it, t);
    }

    private static Snapshot select(Snapshot s, String... names) {
        List<Tensor> out = new ArrayList<>();
        for (String n : names) {
            out.add(s.tensor(n).orElseThrow());
        }
        return new Snapshot(null, s.iteration(), out);
    }

    private static long encoded(SnapshotCodec c, Snapshot s, Snapshot... refs) throws IOException {
        return SnapshotEncoder.encode(c, s, List.of(refs), 1 << 12, new ByteArrayOutputStream()).containerBytes();
    }

    private SimulationResult simulate(List<Snapshot> snaps, int snapDis) throws IOException {
        return SchemeSimulation.run(SnapshotSupplier.of(snaps), new SchemeSimulation.Options(
                new SchemeConfig(SchemeMode.PROGRESSIVE, snapDis, 10, 0), dynrle, huffman, 1 << 12, null, 1));
    }

    @Test
    void unchangingLayoutIsOneContainerPerSave() throws IOException {
        List<Snapshot> s = new ArrayList<>();
        for (int it = 0; it <= 30; it += 10) {
            s.add(snapshot(it, false));
        }
        SimulationResult r = simulate(s, 2);
        long[] expected = {encoded(huffman, s.get(0)), encoded(dynrle, s.get(1), s.get(0)),
            encoded(huffman, s.get(2)), encoded(dynrle, s.get(3), s.get(2))};
        for (int i = 0; i < 4; i++) {
            SaveRecord rec = r.saves().get(i);
            assertEquals(expected[i], rec.bytes(), "save " + i);
            assertEquals(1, rec.parts().size());
        }
        assertTrue(r.allVerified());
    }

    @Test
    void tensorsNewInASnapshotAreStoredAloneAndDeclinedDtypesGoToTheFallback() throws IOException {
        List<Snapshot> s = new ArrayList<>();
        for (int it = 0; it <= 30; it += 10) {
            s.add(snapshot(it, true));
        }
        SimulationResult r = simulate(s, 10);
        assertTrue(r.allVerified());
        // step 0 holds the weights only; step 10 gains the optimizer state, which no reference holds yet
        long save0 = encoded(huffman, s.get(0));
        long save1 = encoded(dynrle, select(s.get(1), W), select(s.get(0), W))
                + encoded(huffman, select(s.get(1), MOMENT)) + encoded(fallback, select(s.get(1), STEP));
        long save2 = encoded(dynrle, select(s.get(2), W, MOMENT), select(s.get(1), W, MOMENT))
                + encoded(fallback, select(s.get(2), STEP), select(s.get(1), STEP));
        long save3 = encoded(dynrle, select(s.get(3), W, MOMENT), select(s.get(2), W, MOMENT))
                + encoded(fallback, select(s.get(3), STEP), select(s.get(2), STEP));
        assertArrayEquals(new long[] {save0, save1, save2, save3},
                r.saves().stream().mapToLong(SaveRecord::bytes).toArray());
        assertEquals(List.of("dynrle/1/1", "huffman-exp/0/1", "xor-shuffle-zstd/0/1"), r.saves().get(1).parts()
                .stream().map(p -> p.codec() + "/" + p.references() + "/" + p.tensors()).toList());

        // raw bytes per role from the tensor sizes; written bytes per role add up to every save and the run
        Map<String, Long> raw = new TreeMap<>();
        for (RoleVolume v : r.roles()) {
            raw.put(v.role(), v.rawBytes());
        }
        assertEquals(Map.of("parameter", 4 * 5000 * 4L, "optimizer_moment", 3 * 3000 * 4L, "other", 3 * 8L,
                "container", 0L), raw);
        for (SaveRecord rec : r.saves()) {
            assertEquals(rec.bytes(), rec.roles().stream().mapToLong(RoleVolume::writtenBytes).sum());
            assertEquals(rec.rawBytes(), rec.roles().stream().mapToLong(RoleVolume::rawBytes).sum());
        }
        assertEquals(r.writtenBytes(), r.roles().stream().mapToLong(RoleVolume::writtenBytes).sum());
    }

    @Test
    void spillingContainersToFilesAndReferencesToScratchGivesTheSameResult() throws IOException {
        // what checkpoints of gigabytes do: containers over 64 MiB in temporary files, reconstructions in mapped
        // scratch space instead of the heap
        List<Snapshot> s = new ArrayList<>();
        for (int it = 0; it <= 30; it += 10) {
            s.add(snapshot(it, true));
        }
        long[] inMemory = simulate(s, 10).saves().stream().mapToLong(SaveRecord::bytes).toArray();
        System.setProperty("snapwear.spill.memoryBytes", "0");
        System.setProperty("snapwear.scratch.heapBytes", "0");
        try {
            SimulationResult r = simulate(s, 10);
            assertTrue(r.allVerified());
            assertArrayEquals(inMemory, r.saves().stream().mapToLong(SaveRecord::bytes).toArray());
        } finally {
            System.clearProperty("snapwear.spill.memoryBytes");
            System.clearProperty("snapwear.scratch.heapBytes");
        }
    }

    @Test
    void aTensorWhoseShapeChangesIsALayoutError() {
        List<Snapshot> s = List.of(new Snapshot(null, 0, List.of(floats(W, 100, 0, 1))),
                new Snapshot(null, 10, List.of(floats(W, 120, 10, 1))));
        SequenceMismatchException e = assertThrows(SequenceMismatchException.class, () -> simulate(s, 10));
        assertEquals(W, e.tensor());
        assertTrue(e.getMessage().contains("[100] vs [120]"), e.getMessage());
    }

    @Test
    void payloadPerTensorAddsUpToTheContainerPayload() throws IOException {
        Snapshot cur = snapshot(20, true);
        Snapshot ref = snapshot(10, true);
        // 4 KiB chunks: the weights span five chunks, the moment three, the counter one
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        EncodeResult e = SnapshotEncoder.encode(fallback, cur, List.of(ref), 1 << 12, out);
        long[] per = e.tensorPayloadBytes();
        assertEquals(3, per.length);
        ContainerHeader h = ContainerHeader.read(ByteBuffer.wrap(out.toByteArray()).order(ByteOrder.LITTLE_ENDIAN),
                null);
        // container = header + (4-byte length + payload) per chunk + 4-byte trailer
        long payloadFromContainer = out.size() - h.byteSize() - 4L * h.chunkCount() - 4;
        assertEquals(payloadFromContainer, per[0] + per[1] + per[2]);
        assertEquals(e.payloadBytes(), payloadFromContainer);
        // xor-shuffle-zstd encodes each chunk on its own: a tensor's share equals its payload when encoded alone
        for (int t = 0; t < 3; t++) {
            String name = cur.tensors().get(t).name();
            EncodeResult alone = SnapshotEncoder.encode(fallback, select(cur, name), List.of(select(ref, name)),
                    1 << 12, new ByteArrayOutputStream());
            assertEquals(alone.payloadBytes(), per[t], name);
        }
        try (ParallelSnapshotEncoder par = new ParallelSnapshotEncoder(3)) {
            assertArrayEquals(per, par.encode(fallback, cur, List.of(ref), 1 << 12, new ByteArrayOutputStream())
                    .tensorPayloadBytes());
        }
    }
}
