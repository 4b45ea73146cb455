package org.snapwear.trace.tests.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Supplier;

import org.junit.jupiter.api.Test;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.generator.ModelKind;
import org.snapwear.trace.generator.OptimizerKind;
import org.snapwear.trace.tensor.DType;

class GeneratorSettingsTest {

    private static void rejects(String expectedStart, Supplier<GeneratorSettings> make) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, make::get);
        assertTrue(e.getMessage().startsWith(expectedStart), e.getMessage());
    }

    @Test
    void defaultsAreTheDemoRun() {
        GeneratorSettings d = GeneratorSettings.defaults();
        assertEquals(ModelKind.CNN, d.model());
        assertEquals(OptimizerKind.SGD, d.optimizer());
        assertEquals(100_000, d.parameters());
        assertEquals(21, d.snapshotCount());
        assertEquals(DType.F32, d.dtype());
        assertEquals("fp32", d.dtypeId());
    }

    @Test
    void invalidValuesAreRejectedWithTheFieldName() {
        GeneratorSettings d = GeneratorSettings.defaults();
        rejects("interval must be >= 1", () -> d.withSchedule(100, 0));
        rejects("interval must be <= iterations", () -> d.withSchedule(100, 101));
        rejects("iterations must be >= 1", () -> d.withSchedule(0, 1));
        rejects("parameters must be between 10000 and 10000000", () -> d.withParameters(9_999));
        rejects("parameters must be between", () -> d.withParameters(10_000_001));
        rejects("learning rate must be a positive number", () -> d.withLearningRate(0));
        rejects("learning rate must be a positive number", () -> d.withLearningRate(Double.NaN));
        rejects("momentum must be in [0, 1)", () -> d.withMomentum(1.0));
        rejects("weight decay must be >= 0", () -> d.withWeightDecay(-1e-4));
        rejects("dtype must be fp32, bf16 or fp16", () -> d.withDtype(DType.F64));
        rejects("batch size must be between 1 and 4096", () -> d.withBatchSize(0));
        rejects("threads must be >= 0", () -> d.withThreads(-1));
        rejects("model must be mlp or cnn", () -> d.withModel(ModelKind.parse("rnn")));
        rejects("optimizer must be sgd or adam", () -> d.withOptimizer(OptimizerKind.parse("lbfgs")));
    }

    @Test
    void boundariesAreAccepted() {
        GeneratorSettings d = GeneratorSettings.defaults();
        assertEquals(1, d.withSchedule(1, 1).withParameters(10_000).withParameters(10_000_000).withSchedule(1, 1)
                .iterations());
        assertEquals(11, d.withSchedule(10, 1).snapshotCount());
        assertEquals(4, d.withSchedule(25, 10).snapshotCount(), "0, 10, 20, 25");
        assertEquals(ModelKind.MLP, ModelKind.parse(" MLP "));
        assertEquals(OptimizerKind.ADAM, OptimizerKind.parse("adam"));
    }
}
