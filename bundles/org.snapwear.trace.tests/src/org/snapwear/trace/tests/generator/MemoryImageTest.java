package org.snapwear.trace.tests.generator;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.generator.ModelKind;
import org.snapwear.trace.generator.OptimizerKind;
import org.snapwear.trace.generator.Trainer;
import org.snapwear.trace.generator.TrainingRunGenerator;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/** The training-step memory image is consistent with the step the generator really takes. */
class MemoryImageTest {

    private static float[] floats(Snapshot s, String name) {
        Tensor t = s.tensor(name).orElseThrow(() -> new AssertionError("missing tensor " + name));
        assertEquals(DType.F32, t.dtype());
        FloatBuffer fb = t.data().order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer();
        float[] out = new float[fb.remaining()];
        fb.get(out);
        return out;
    }

    private static float[] floats(List<Tensor> sd, String name) {
        for (Tensor t : sd) {
            if (t.name().equals(name)) {
                FloatBuffer fb = t.data().order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer();
                float[] out = new float[fb.remaining()];
                fb.get(out);
                return out;
            }
        }
        throw new AssertionError("missing " + name);
    }

    @Test
    void sgdImageHoldsTheWeightsGradientsAndMomentumOfTheRealStep() {
        GeneratorSettings s = GeneratorSettings.defaults().withParameters(10_000).withSchedule(30, 10).withBatchSize(16);
        Snapshot image = TrainingRunGenerator.trainingStepMemory(s, 20);
        assertEquals(20, image.iteration());
        List<Tensor> at20;
        List<Tensor> at21;
        try (Trainer t = new Trainer(s)) {
            t.trainTo(20);
            at20 = t.stateDict(DType.F32);
            t.step();
            at21 = t.stateDict(DType.F32);
        }
        float lr = (float) s.learningRate();
        float mom = (float) s.momentum();
        float wd = (float) s.weightDecay();
        for (Tensor p : at20) {
            String n = p.name();
            float[] w20 = floats(at20, n);
            assertArrayEquals(w20, floats(image, "param/" + n), n);
            float[] g = floats(image, "grad/" + n);
            float[] buf = floats(image, "opt/momentum/" + n);
            float[] w21 = floats(at21, n);
            // PyTorch SGD: d = g + wd*w; buf = mom*buf + d; w -= lr*buf. The image must reproduce step 21 exactly.
            for (int i = 0; i < w20.length; i++) {
                float d = g[i] + wd * w20[i];
                float b = mom * buf[i] + d;
                assertEquals(w21[i], w20[i] - lr * b, 0f, n + "[" + i + "]");
            }
        }
        List<String> names = new ArrayList<>();
        image.tensors().forEach(t -> names.add(t.name()));
        assertEquals(List.of("param/conv1.weight", "param/conv1.bias", "param/conv2.weight", "param/conv2.bias",
                "param/fc1.weight", "param/fc1.bias", "param/fc2.weight", "param/fc2.bias", "grad/conv1.weight",
                "grad/conv1.bias", "grad/conv2.weight", "grad/conv2.bias", "grad/fc1.weight", "grad/fc1.bias",
                "grad/fc2.weight", "grad/fc2.bias", "opt/momentum/conv1.weight", "opt/momentum/conv1.bias",
                "opt/momentum/conv2.weight", "opt/momentum/conv2.bias", "opt/momentum/fc1.weight",
                "opt/momentum/fc1.bias", "opt/momentum/fc2.weight", "opt/momentum/fc2.bias", "act/input", "act/conv1",
                "act/relu1", "act/conv2", "act/relu2", "act/pool", "act/fc1", "act/relu3", "act/fc2"), names);
    }

    @Test
    void activationsAreTheLayerOutputsWithRealZeros() {
        GeneratorSettings s = GeneratorSettings.defaults().withParameters(10_000).withSchedule(30, 10).withBatchSize(8);
        Snapshot image = TrainingRunGenerator.trainingStepMemory(s, 5);
        int b = 8;
        long[] convShape = image.tensor("act/conv2").orElseThrow().info().shape();
        assertEquals(4, convShape.length);
        assertEquals(b, convShape[0]);
        int c = (int) convShape[1];
        assertArrayEquals(new long[] {b, 1, 8, 8}, image.tensor("act/input").orElseThrow().info().shape());
        assertArrayEquals(new long[] {b, c, 4, 4}, image.tensor("act/pool").orElseThrow().info().shape());
        assertArrayEquals(new long[] {b, 10}, image.tensor("act/fc2").orElseThrow().info().shape());
        for (String[] pair : new String[][] {{"act/conv1", "act/relu1"}, {"act/conv2", "act/relu2"}, {"act/fc1", "act/relu3"}}) {
            float[] pre = floats(image, pair[0]);
            float[] post = floats(image, pair[1]);
            int zeros = 0;
            for (int i = 0; i < pre.length; i++) {
                assertEquals(Math.max(0f, pre[i]), post[i], 0f, pair[1] + "[" + i + "]");
                if (post[i] == 0f) {
                    zeros++;
                }
            }
            assertTrue(zeros > 0 && zeros < post.length, pair[1] + ": " + zeros + " zeros of " + post.length);
        }
        // Max-pool of relu2, recomputed here in NCHW order.
        float[] relu2 = floats(image, "act/relu2");
        float[] pool = floats(image, "act/pool");
        for (int plane = 0; plane < b * c; plane++) {
            for (int y = 0; y < 4; y++) {
                for (int x = 0; x < 4; x++) {
                    int base = plane * 64 + 2 * y * 8 + 2 * x;
                    float m = Math.max(Math.max(relu2[base], relu2[base + 1]), Math.max(relu2[base + 8], relu2[base + 9]));
                    assertEquals(m, pool[plane * 16 + y * 4 + x], 0f);
                }
            }
        }
        // fc1 applied to the flattened pool output, recomputed in double from param tensors.
        float[] w = floats(image, "param/fc1.weight");
        float[] bias = floats(image, "param/fc1.bias");
        float[] fc1 = floats(image, "act/fc1");
        int in = c * 16;
        int hidden = bias.length;
        for (int sIdx = 0; sIdx < b; sIdx++) {
            for (int o = 0; o < hidden; o++) {
                double acc = bias[o];
                for (int i = 0; i < in; i++) {
                    acc += (double) w[o * in + i] * pool[sIdx * in + i];
                }
                assertEquals(acc, fc1[sIdx * hidden + o], 1e-4 + 1e-5 * Math.abs(acc));
            }
        }
    }

    @Test
    void adamImageHasBothMomentsAndIsZeroAtTheStart() {
        GeneratorSettings s = GeneratorSettings.defaults().withModel(ModelKind.MLP).withParameters(10_000)
                .withOptimizer(OptimizerKind.ADAM).withLearningRate(1e-3).withSchedule(30, 10).withBatchSize(8);
        Snapshot start = TrainingRunGenerator.trainingStepMemory(s, 0);
        for (Tensor t : start.tensors()) {
            if (t.name().startsWith("opt/")) {
                for (float v : floats(start, t.name())) {
                    assertEquals(0f, v, 0f, t.name());
                }
            }
        }
        Snapshot later = TrainingRunGenerator.trainingStepMemory(s, 10);
        assertArrayEquals(new long[] {8, 64}, later.tensor("act/input").orElseThrow().info().shape());
        float[] v = floats(later, "opt/adam_v/fc2.weight");
        float[] m = floats(later, "opt/adam_m/fc1.weight");
        assertTrue(v.length > 0 && m.length > 0);
        boolean nonZero = false;
        for (float x : v) {
            assertTrue(x >= 0f, "second moment must be >= 0");
            nonZero |= x > 0f;
        }
        assertTrue(nonZero);
        assertTrue(later.tensor("opt/momentum/fc1.weight").isEmpty());
    }
}
