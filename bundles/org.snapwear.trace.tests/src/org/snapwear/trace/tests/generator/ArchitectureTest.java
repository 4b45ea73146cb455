package org.snapwear.trace.tests.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.snapwear.trace.generator.Architecture;
import org.snapwear.trace.generator.ModelKind;
import org.snapwear.trace.generator.nn.Param;
import org.snapwear.trace.generator.nn.Workers;

class ArchitectureTest {

    @ParameterizedTest
    @CsvSource({"CNN,10000", "CNN,31415", "CNN,100000", "CNN,1000000", "CNN,10000000", "MLP,10000", "MLP,100000",
        "MLP,1000000", "MLP,10000000"})
    void parameterCountIsCloseToTheTargetAndExact(ModelKind kind, long target) {
        Architecture a = Architecture.forTarget(kind, target);
        assertTrue(Math.abs(a.parameterCount() - target) <= target * 0.02, a + " has " + a.parameterCount());
        if (target <= 1_000_000) {
            // The formula must agree with the tensors actually built (skipped for 1e7 only to save memory).
            try (Workers w = Workers.serial()) {
                long n = 0;
                for (Param p : a.build(w).params()) {
                    long e = 1;
                    for (long d : p.shape()) {
                        e *= d;
                    }
                    assertEquals(e, p.size());
                    n += e;
                }
                assertEquals(a.parameterCount(), n);
            }
        }
    }

    @Test
    void cnnHasTheFixturesStateDictLayout() {
        Architecture a = Architecture.forTarget(ModelKind.CNN, 100_000);
        List<String> names = new ArrayList<>();
        List<String> shapes = new ArrayList<>();
        try (Workers w = Workers.serial()) {
            for (Param p : a.build(w).params()) {
                names.add(p.name());
                shapes.add(java.util.Arrays.toString(p.shape()));
            }
        }
        assertEquals(List.of("conv1.weight", "conv1.bias", "conv2.weight", "conv2.bias", "fc1.weight", "fc1.bias",
                "fc2.weight", "fc2.bias"), names);
        int c1 = a.conv1();
        int c2 = a.conv2();
        assertEquals("[" + c1 + ", 1, 3, 3]", shapes.get(0));
        assertEquals("[" + c2 + ", " + c1 + ", 3, 3]", shapes.get(2));
        assertEquals("[" + a.hidden() + ", " + (c2 * 16) + "]", shapes.get(4));
        assertEquals("[10, " + a.hidden() + "]", shapes.get(6));
    }
}
