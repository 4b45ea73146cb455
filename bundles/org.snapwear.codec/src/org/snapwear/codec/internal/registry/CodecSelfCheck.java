package org.snapwear.codec.internal.registry;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.snapwear.codec.container.SnapshotDecoder;
import org.snapwear.codec.container.SnapshotEncoder;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.spi.SnapshotCodec;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Instantiates a contribution and round-trips a small, nasty test snapshot through it (baseline and/or delta as
 * its kind declares, with one and two references if it uses two): NaN payloads, infinities, -0.0, denormals,
 * zeros, an empty tensor, odd lengths, several chunks. Any exception or any differing bit disables the codec.
 */
public final class CodecSelfCheck {
    /** Result: the codec if it passed, else null and the reason. */
    public record Outcome(SnapshotCodec codec, String reason) {
    }

    private CodecSelfCheck() {
    }

    public static Outcome instantiateAndCheck(CodecContribution c) {
        SnapshotCodec codec;
        try {
            codec = c.factory().call();
        } catch (Exception | LinkageError e) {
            return new Outcome(null, "cannot be instantiated: " + e.getMessage());
        }
        if (codec == null) {
            return new Outcome(null, "factory returned null");
        }
        if (!c.id().equals(codec.id())) {
            return new Outcome(null, "declared id '" + c.id() + "' but the class reports '" + codec.id() + "'");
        }
        try {
            String failure = roundTrip(codec);
            return failure == null ? new Outcome(codec, "") : new Outcome(null, "self-check failed: " + failure);
        } catch (Exception | LinkageError | AssertionError | StackOverflowError e) {
            return new Outcome(null, "self-check threw " + e);
        }
    }

    /** Round-trips the test snapshots; null if bit-exact, otherwise what differed. */
    public static String roundTrip(SnapshotCodec codec) throws Exception {
        Snapshot s0 = testSnapshot(codec, 1, null);
        Snapshot s1 = testSnapshot(codec, 2, s0);
        Snapshot s2 = testSnapshot(codec, 3, s1);
        List<List<Snapshot>> refSets = new ArrayList<>();
        if (codec.kind().encodesBaselines()) {
            refSets.add(List.of());
        }
        if (codec.kind().encodesDeltas()) {
            refSets.add(List.of(s1));
            if (codec.referenceDepth() >= 2) {
                refSets.add(List.of(s1, s0));
            }
        }
        for (List<Snapshot> refs : refSets) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            SnapshotEncoder.encode(codec, s2, refs, ChunkLayout.MIN_CHUNK_BYTES * 4, out);
            Snapshot back = SnapshotDecoder.decode(new ByteArrayInputStream(out.toByteArray()), null, s2.infos(),
                    refs, id -> java.util.Optional.of(codec));
            for (int i = 0; i < s2.tensors().size(); i++) {
                if (!Arrays.equals(s2.tensors().get(i).toByteArray(), back.tensors().get(i).toByteArray())) {
                    return "tensor " + s2.tensors().get(i).name() + " differs after a round trip with "
                            + refs.size() + " reference(s)";
                }
            }
        }
        return null;
    }

    /** A small snapshot with every awkward value, derived from {@code prev} by small perturbations if given. */
    static Snapshot testSnapshot(SnapshotCodec codec, int seed, Snapshot prev) {
        List<Tensor> tensors = new ArrayList<>();
        Map<DType, Integer> lengths = Map.of(DType.F32, 301, DType.BF16, 157, DType.F16, 95);
        for (DType t : new DType[] {DType.F32, DType.BF16, DType.F16}) {
            if (!codec.supports(t)) {
                continue;
            }
            int n = lengths.get(t);
            String name = "w." + t.name().toLowerCase();
            byte[] data = prev != null ? prev.tensor(name).orElseThrow().toByteArray() : new byte[n * t.byteSize()];
            fill(data, t, new SplittableRandom(seed * 31L + t.ordinal()), prev != null);
            tensors.add(new Tensor(new TensorInfo(name, t, new long[] {n}), ByteBuffer.wrap(data)));
            tensors.add(new Tensor(new TensorInfo(name + ".empty", t, new long[] {0, 3}), ByteBuffer.allocate(0)));
        }
        return new Snapshot(null, seed, tensors);
    }

    private static void fill(byte[] data, DType t, SplittableRandom r, boolean perturb) {
        ByteBuffer b = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
        int n = data.length / t.byteSize();
        int[] specials32 = {0x7fc00001, 0xffc12345, 0x7f800000, 0xff800000, 0x80000000, 0, 0x00000001, 0x807fffff};
        for (int i = 0; i < n; i++) {
            if (t == DType.F32) {
                int v = perturb && i % 3 != 0 ? b.getInt(i * 4) ^ r.nextInt(1 << 12)
                        : i < specials32.length ? specials32[i] : Float.floatToRawIntBits((float) r.nextGaussian());
                b.putInt(i * 4, v);
            } else {
                int v = perturb && i % 3 != 0 ? (b.getShort(i * 2) ^ r.nextInt(1 << 5)) : r.nextInt(1 << 16);
                b.putShort(i * 2, (short) v);
            }
        }
    }
}
