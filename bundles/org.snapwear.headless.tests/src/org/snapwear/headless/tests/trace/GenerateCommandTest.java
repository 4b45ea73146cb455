package org.snapwear.headless.tests.trace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.headless.tests.cli.CliRun;
import org.snapwear.trace.format.SafetensorsReader;
import org.snapwear.trace.generator.Architecture;
import org.snapwear.trace.generator.ModelKind;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

class GenerateCommandTest {
    @TempDir
    Path tmp;

    private CliRun generate(Path out, String... extra) {
        List<String> argv = new ArrayList<>(List.of("generate", "--out", out.toString(), "--params", "10k",
                "--iterations", "20", "--interval", "10", "--batch", "8", "--seed", "3"));
        argv.addAll(List.of(extra));
        return CliRun.run(argv.toArray(new String[0]));
    }

    @Test
    void generatesATinyRunReadableBackWithSafetensorsReader() throws IOException {
        Path dir = tmp.resolve("run");
        CliRun r = generate(dir, "--json");
        assertEquals(0, r.exit(), r.err());
        JsonObject doc = JsonParser.parseString(r.out()).getAsJsonObject();
        long expectedParams = Architecture.forTarget(ModelKind.CNN, 10_000).parameterCount();
        assertEquals(expectedParams, doc.get("parameters").getAsLong());
        assertEquals(10_000, doc.get("requested_parameters").getAsLong());
        assertEquals(3, doc.get("snapshots").getAsInt());
        JsonArray its = doc.getAsJsonArray("snapshot_iterations");
        assertEquals(List.of(0L, 10L, 20L), List.of(its.get(0).getAsLong(), its.get(1).getAsLong(), its.get(2).getAsLong()));
        JsonArray files = doc.getAsJsonArray("files");
        for (int i = 0; i < 3; i++) {
            Path f = Path.of(files.get(i).getAsString());
            assertEquals(String.format("snap_iter%06d.fp32.safetensors", 10 * i), f.getFileName().toString());
            try (Snapshot s = new SafetensorsReader().read(f)) {
                List<String> names = new ArrayList<>();
                for (Tensor t : s.tensors()) {
                    names.add(t.name());
                    assertEquals(DType.F32, t.dtype());
                }
                assertEquals(List.of("conv1.weight", "conv1.bias", "conv2.weight", "conv2.bias", "fc1.weight",
                        "fc1.bias", "fc2.weight", "fc2.bias"), names);
                assertEquals(expectedParams, s.elementCount());
            }
        }
        assertTrue(Files.readString(dir.resolve("train_log.csv")).startsWith("iteration,loss,train_accuracy\n0,"));
        assertTrue(r.err().contains("[100%] generate: loss ") && r.err().contains("20/20 iterations"), r.err());

        // Same options, same bytes.
        Path again = tmp.resolve("again");
        assertEquals(0, generate(again, "--threads", "2").exit());
        for (int i = 0; i < 3; i++) {
            String name = Path.of(files.get(i).getAsString()).getFileName().toString();
            assertArrayEquals(Files.readAllBytes(dir.resolve(name)), Files.readAllBytes(again.resolve(name)), name);
        }
    }

    @Test
    void halfPrecisionMlpRunWritesBf16Tensors() throws IOException {
        Path dir = tmp.resolve("mlp");
        CliRun r = generate(dir, "--model", "mlp", "--optimizer", "adam", "--dtype", "bf16");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("parameters    " + Architecture.forTarget(ModelKind.MLP, 10_000).parameterCount()),
                r.out());
        try (Snapshot s = new SafetensorsReader().read(dir.resolve("snap_iter000020.bf16.safetensors"))) {
            assertEquals(List.of("fc1.weight", "fc1.bias", "fc2.weight", "fc2.bias", "fc3.weight", "fc3.bias"),
                    s.tensors().stream().map(Tensor::name).toList());
            assertTrue(s.tensors().stream().allMatch(t -> t.dtype() == DType.BF16));
        }
    }

    @Test
    void badOptionsAreUsageErrors() {
        CliRun r = CliRun.run("generate", "--out", tmp.resolve("x").toString(), "--iterations", "20", "--interval", "0");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("interval must be >= 1"), r.err());
        r = generate(tmp.resolve("x"), "--dtype", "f64");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("dtype must be fp32, bf16 or fp16"), r.err());
        r = generate(tmp.resolve("x"), "--model", "rnn");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("model must be mlp or cnn"), r.err());
        r = CliRun.run("generate", "--params", "1k");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("--out is required"), r.err());
        r = generate(tmp.resolve("x"), "--frobnicate");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("unknown option --frobnicate"), r.err());
        assertTrue(!Files.exists(tmp.resolve("x")), "nothing written on a usage error");
    }
}
