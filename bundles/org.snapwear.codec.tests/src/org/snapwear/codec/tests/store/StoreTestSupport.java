package org.snapwear.codec.tests.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.snapwear.codec.codecs.RawCodec;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/** Deterministic training-like snapshots and the test codec registry (shared with the crash child). */
public final class StoreTestSupport {

    private StoreTestSupport() {
    }

    /** Raw plus XOR test codecs of depth 1 and 2. */
    public static CodecRegistry registry() {
        return CodecRegistry.of(List.of(new RawCodec(), new XorTestCodec("test-xor", 1), new XorTestCodec("test-xor2", 2)));
    }

    /**
     * The snapshot of a fake training run at {@code iteration}: fp32 weights drifting with the iteration, a bf16
     * tensor, an empty tensor and special values (NaN payload, -0.0, infinities, a denormal).
     */
    public static Snapshot snapshot(long seed, long iteration, int floats) {
        Random base = new Random(seed);
        Random step = new Random(seed * 31 + iteration);
        ByteBuffer w = ByteBuffer.allocate(floats * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < floats; i++) {
            float v = (float) (base.nextGaussian() * 0.1 + iteration * 1e-6 * step.nextGaussian());
            w.putFloat(v);
        }
        w.putInt(0, 0x7fc01234); // NaN with payload
        if (floats > 4) {
            w.putFloat(4, -0.0f);
            w.putFloat(8, Float.POSITIVE_INFINITY);
            w.putFloat(12, Float.MIN_VALUE);
        }
        w.flip();
        ByteBuffer b = ByteBuffer.allocate(64 * 2).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < 64; i++) {
            b.putShort((short) (0x3f80 + step.nextInt(8)));
        }
        b.flip();
        List<Tensor> ts = new ArrayList<>();
        ts.add(new Tensor(new TensorInfo("layer.weight", DType.F32, new long[] {floats}), w));
        ts.add(new Tensor(new TensorInfo("layer.bias", DType.BF16, new long[] {8, 8}), b));
        ts.add(new Tensor(new TensorInfo("empty", DType.F32, new long[] {0, 3}), ByteBuffer.allocate(0)));
        return new Snapshot(null, iteration, ts);
    }

    /** Asserts two snapshots hold the same tensors, bit for bit. */
    public static void assertSameTensors(Snapshot expected, Snapshot actual, String what) {
        assertEquals(expected.infos(), actual.infos(), what + ": layout");
        for (int i = 0; i < expected.tensors().size(); i++) {
            assertArrayEquals(expected.tensors().get(i).toByteArray(), actual.tensors().get(i).toByteArray(),
                    what + ": tensor " + expected.tensors().get(i).name());
        }
    }

    /**
     * Iterations Algorithm 2 keeps after saving ordinals 1..k (computed here from the paper's text, independently
     * of the planner): progressive keeps the latest baseline group; chain keeps the latest baseline and the latest
     * snapshot; full keeps the latest.
     */
    public static List<Long> expectedKept(String mode, int snapDis, long first, long unit, long k) {
        List<Long> out = new ArrayList<>();
        long baseOrdinal = ((k - 1) / snapDis) * snapDis + 1;
        switch (mode) {
            case "progressive":
                for (long o = baseOrdinal; o <= k; o++) {
                    out.add(first + (o - 1) * unit);
                }
                break;
            case "chain":
                out.add(first + (baseOrdinal - 1) * unit);
                if (k != baseOrdinal) {
                    out.add(first + (k - 1) * unit);
                }
                break;
            default:
                out.add(first + (k - 1) * unit);
        }
        return out;
    }

    /**
     * A deterministic checkpoint directory for iteration {@code iteration}: the tensors of {@link #snapshot} in a
     * safetensors file and a JSON file that grows with the iteration (like trainer_state.json). Replaces {@code dir}.
     */
    public static java.nio.file.Path checkpointDir(java.nio.file.Path dir, long seed, long iteration, int floats)
            throws java.io.IOException {
        if (java.nio.file.Files.exists(dir)) {
            try (var s = java.nio.file.Files.walk(dir)) {
                for (var p : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    java.nio.file.Files.delete(p);
                }
            }
        }
        java.nio.file.Files.createDirectories(dir);
        org.snapwear.trace.format.SafetensorsWriter.write(dir.resolve("model.safetensors"),
                snapshot(seed, iteration, floats).tensors(), java.util.Map.of("format", "pt"));
        StringBuilder log = new StringBuilder("{\"global_step\": " + iteration + ", \"log_history\": [");
        for (long i = 0; i <= iteration; i += 500) {
            log.append(i == 0 ? "" : ", ").append("{\"step\": ").append(i).append(", \"loss\": ")
                    .append(1.0 / (1 + i)).append('}');
        }
        java.nio.file.Files.writeString(dir.resolve("trainer_state.json"), log.append("]}\n"));
        return dir;
    }
}
