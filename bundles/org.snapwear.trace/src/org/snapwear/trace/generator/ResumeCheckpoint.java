package org.snapwear.trace.generator;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.snapwear.trace.format.SafetensorsReader;
import org.snapwear.trace.format.SafetensorsWriter;
import org.snapwear.trace.generator.data.MinibatchSampler;
import org.snapwear.trace.generator.nn.Optimizer;
import org.snapwear.trace.generator.nn.Param;
import org.snapwear.trace.io.DurableFiles;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * A checkpoint the built-in generator can resume from: one safetensors file holding everything the next step
 * depends on, all fp32 whatever the snapshot dtype (training is fp32), named as a PyTorch training checkpoint
 * names them so that {@link org.snapwear.trace.checkpoint.TensorRole} gives each tensor its role:
 * <ul>
 * <li>{@code <param>} (e.g. {@code conv1.weight}): the weights, parameters;</li>
 * <li>{@code optimizer.state.<param>.exp_avg} and {@code .exp_avg_sq} (Adam) or {@code .momentum_buffer} (SGD):
 * optimizer moments;</li>
 * <li>{@code optimizer.step} (int64 scalar): updates so far, which Adam's bias correction depends on;</li>
 * <li>{@code rng_state.sampler} (int64 [2]: the shuffle stream's state and the position in the epoch) and
 * {@code rng_state.sampler_order} (int32: the epoch's order): the data order.</li>
 * </ul>
 * {@code __metadata__} holds the settings (as in every generated snapshot) plus {@code requested_parameters}
 * and {@code resume_format}. Resuming from an exact checkpoint reproduces the uninterrupted run bit for bit.
 */
public final class ResumeCheckpoint {
    public static final String FORMAT_VERSION = "1";
    public static final String STEP = "optimizer.step";
    public static final String SAMPLER = "rng_state.sampler";
    public static final String SAMPLER_ORDER = "rng_state.sampler_order";
    private static final String PREFIX = "optimizer.state.";
    private static final int MAX_HEADER = 64 << 20;

    private ResumeCheckpoint() {
    }

    /** {@code resume_iterNNNNNN.safetensors}. */
    public static String fileName(long iteration) {
        return String.format(Locale.ROOT, "resume_iter%06d.safetensors", iteration);
    }

    /** Writes the trainer's whole state to {@code file} atomically. */
    public static void write(Trainer trainer, Path file) throws IOException {
        List<Tensor> tensors = new ArrayList<>(trainer.stateDict(DType.F32));
        for (Optimizer.StateBuffer b : trainer.optimizer().state()) {
            tensors.add(Tensor.ofFloats(momentName(b.name()), b.shape(), b.values()));
        }
        tensors.add(Tensor.of(STEP, DType.I64, new long[0], longs(trainer.iteration())));
        MinibatchSampler.State order = trainer.samplerState();
        tensors.add(Tensor.of(SAMPLER, DType.I64, new long[] {2}, longs(order.rng(), order.position())));
        ByteBuffer ints = ByteBuffer.allocate(order.order().length * 4).order(ByteOrder.LITTLE_ENDIAN);
        ints.asIntBuffer().put(order.order());
        tensors.add(Tensor.of(SAMPLER_ORDER, DType.I32, new long[] {order.order().length}, ints.array()));
        Map<String, String> md = new LinkedHashMap<>(
                TrainingRunGenerator.metadata(trainer.settings(), trainer.architecture()));
        md.put("requested_parameters", Long.toString(trainer.settings().parameters()));
        md.put("resume_format", FORMAT_VERSION);
        DurableFiles.write(file, out -> SafetensorsWriter.write(out, tensors, md));
    }

    /**
     * A trainer standing where {@code file} was written, ready to take its next step.
     *
     * @param threads worker threads (0 = automatic); results do not depend on it
     * @throws IOException naming the file and what is missing or wrong when it is not a resume checkpoint
     */
    public static Trainer open(Path file, int threads) throws IOException {
        GeneratorSettings settings = settings(file, metadata(file), threads);
        Trainer trainer = new Trainer(settings);
        boolean ok = false;
        try (Snapshot s = new SafetensorsReader().read(file)) {
            for (Param p : trainer.network().params()) {
                copyFloats(file, s, p.name(), p.value());
            }
            for (Optimizer.StateBuffer b : trainer.optimizer().state()) {
                copyFloats(file, s, momentName(b.name()), b.values());
            }
            long step = longs(file, s, STEP, 1)[0];
            long[] sampler = longs(file, s, SAMPLER, 2);
            Tensor orderTensor = tensor(file, s, SAMPLER_ORDER, DType.I32);
            int[] order = new int[Math.toIntExact(orderTensor.info().elementCount())];
            orderTensor.data().order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(order);
            trainer.restore(step, new MinibatchSampler.State(sampler[0], order, Math.toIntExact(sampler[1])));
            ok = true;
            return trainer;
        } catch (IllegalArgumentException | ArithmeticException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        } finally {
            if (!ok) {
                trainer.close();
            }
        }
    }

    /** The iteration a resume checkpoint was written at (its {@code optimizer.step}). */
    public static long iteration(Path file) throws IOException {
        checkFormat(file, metadata(file));
        try (Snapshot s = new SafetensorsReader().read(file)) {
            return longs(file, s, STEP, 1)[0];
        }
    }

    /** The safetensors {@code __metadata__} of {@code file} (empty when it has none). */
    static Map<String, String> metadata(Path file) throws IOException {
        try (Snapshot checked = new SafetensorsReader().read(file)) {
            // the reader's checks and messages (file, offset, reason) come first; the header is sound below
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] len = in.readNBytes(8);
            if (len.length < 8) {
                throw new IOException(file + ": offset 0: too short for a safetensors header");
            }
            long n = ByteBuffer.wrap(len).order(ByteOrder.LITTLE_ENDIAN).getLong();
            if (n < 2 || n > MAX_HEADER) {
                throw new IOException(file + ": offset 0: header length " + n + " is not plausible");
            }
            byte[] json = in.readNBytes((int) n);
            JsonElement root = JsonParser.parseString(new String(json, StandardCharsets.UTF_8));
            Map<String, String> md = new LinkedHashMap<>();
            JsonElement m = root.isJsonObject() ? root.getAsJsonObject().get("__metadata__") : null;
            if (m != null && m.isJsonObject()) {
                for (Map.Entry<String, JsonElement> e : ((JsonObject) m).entrySet()) {
                    md.put(e.getKey(), e.getValue().isJsonPrimitive() ? e.getValue().getAsString() : "");
                }
            }
            return md;
        } catch (JsonParseException | IllegalStateException e) {
            throw new IOException(file + ": offset 8: the header is not JSON", e);
        }
    }

    private static void checkFormat(Path file, Map<String, String> md) throws IOException {
        if (!FORMAT_VERSION.equals(md.get("resume_format"))) {
            throw new IOException(file + ": not a resume checkpoint of the built-in generator (resume_format "
                    + md.getOrDefault("resume_format", "missing") + ", expected " + FORMAT_VERSION + ")");
        }
    }

    private static GeneratorSettings settings(Path file, Map<String, String> md, int threads) throws IOException {
        checkFormat(file, md);
        try {
            OptimizerKind opt = OptimizerKind.parse(need(file, md, "optimizer"));
            return new GeneratorSettings(ModelKind.parse(need(file, md, "model")),
                    Long.parseLong(need(file, md, "requested_parameters")), opt,
                    Double.parseDouble(need(file, md, "learning_rate")),
                    opt == OptimizerKind.SGD ? Double.parseDouble(need(file, md, "momentum")) : 0.9,
                    Double.parseDouble(need(file, md, "weight_decay")), Long.parseLong(need(file, md, "iterations")),
                    Long.parseLong(need(file, md, "interval")), DType.parse(need(file, md, "dtype")),
                    Long.parseLong(need(file, md, "seed")), Integer.parseInt(need(file, md, "batch_size")), threads);
        } catch (IllegalArgumentException e) {
            throw new IOException(file + ": the settings in __metadata__ are invalid: " + e.getMessage(), e);
        }
    }

    private static String need(Path file, Map<String, String> md, String key) throws IOException {
        String v = md.get(key);
        if (v == null) {
            throw new IOException(file + ": __metadata__ lacks '" + key + "'");
        }
        return v;
    }

    /** {@code opt/adam_m/fc1.weight} -> {@code optimizer.state.fc1.weight.exp_avg}, as PyTorch names them. */
    static String momentName(String bufferName) {
        String[][] kinds = { {"opt/adam_m/", "exp_avg"}, {"opt/adam_v/", "exp_avg_sq"},
            {"opt/momentum/", "momentum_buffer"} };
        for (String[] k : kinds) {
            if (bufferName.startsWith(k[0])) {
                return PREFIX + bufferName.substring(k[0].length()) + "." + k[1];
            }
        }
        throw new IllegalArgumentException("unknown optimizer buffer " + bufferName);
    }

    private static Tensor tensor(Path file, Snapshot s, String name, DType dtype) throws IOException {
        Tensor t = s.tensor(name).orElseThrow(() -> new IOException(file + ": tensor '" + name + "' is missing"));
        if (t.dtype() != dtype) {
            throw new IOException(file + ": tensor '" + name + "' is " + t.dtype() + ", expected " + dtype);
        }
        return t;
    }

    private static void copyFloats(Path file, Snapshot s, String name, float[] into) throws IOException {
        Tensor t = tensor(file, s, name, DType.F32);
        if (t.info().elementCount() != into.length) {
            throw new IOException(file + ": tensor '" + name + "' has " + t.info().elementCount()
                    + " elements, the network needs " + into.length);
        }
        t.data().order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(into);
    }

    private static long[] longs(Path file, Snapshot s, String name, int count) throws IOException {
        Tensor t = tensor(file, s, name, DType.I64);
        if (t.info().elementCount() != count) {
            throw new IOException(file + ": tensor '" + name + "' has " + t.info().elementCount()
                    + " elements, expected " + count);
        }
        long[] out = new long[count];
        t.data().order(ByteOrder.LITTLE_ENDIAN).asLongBuffer().get(out);
        return out;
    }

    private static byte[] longs(long... values) {
        ByteBuffer b = ByteBuffer.allocate(values.length * 8).order(ByteOrder.LITTLE_ENDIAN);
        b.asLongBuffer().put(values);
        return b.array();
    }
}
