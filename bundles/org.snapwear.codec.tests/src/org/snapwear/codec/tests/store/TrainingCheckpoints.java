package org.snapwear.codec.tests.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.snapwear.trace.format.SafetensorsWriter;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;

/**
 * Small deterministic checkpoint directories shaped like a training job's (weights drifting a little per step, an
 * int64 step counter, optimizer state in a sub-directory, a JSON file), so a test can write the same bytes again and
 * compare restores with them.
 */
public final class TrainingCheckpoints {
    private TrainingCheckpoints() {
    }

    /** Writes the checkpoint of {@code step} into {@code dir} (created). */
    public static Path write(Path dir, long step, int floats) throws IOException {
        Files.createDirectories(dir.resolve("optim"));
        Random r = new Random(11);
        float[] w = new float[floats];
        float[] m = new float[floats];
        for (int i = 0; i < floats; i++) {
            w[i] = (float) (r.nextGaussian() * 0.1 + step * 1e-5 * Math.sin(i));
            m[i] = (float) (Math.cos(i + step) * 1e-3);
        }
        ByteBuffer counter = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putLong(0, step);
        SafetensorsWriter.write(dir.resolve("model.safetensors"), List.of(Tensor.ofFloats("w", new long[] {floats}, w),
                new Tensor(new TensorInfo("step", DType.I64, new long[] {}), counter)), Map.of("format", "pt"));
        SafetensorsWriter.write(dir.resolve("optim/optimizer.safetensors"),
                List.of(Tensor.ofFloats("state.0.exp_avg", new long[] {floats}, m)), Map.of());
        Files.writeString(dir.resolve("trainer_state.json"), "{\"global_step\": " + step + "}\n");
        return dir;
    }

    /** Writes it as a job does: under {@code tmp-NAME}, then renamed to {@code NAME} in one step. */
    public static Path stage(Path staging, String name, long step, int floats) throws IOException {
        Path tmp = write(staging.resolve("tmp-" + name), step, floats);
        return Files.move(tmp, staging.resolve(name), java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }
}
