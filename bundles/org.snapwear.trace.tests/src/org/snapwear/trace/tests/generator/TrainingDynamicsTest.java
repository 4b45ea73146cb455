package org.snapwear.trace.tests.generator;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.generator.ModelKind;
import org.snapwear.trace.generator.OptimizerKind;
import org.snapwear.trace.generator.Trainer;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/** The generated runs really learn, and their snapshot sequences age like real training. */
class TrainingDynamicsTest {

    private static double[] lossAndAccuracy(Trainer t, int steps) {
        double loss = 0;
        double acc = 0;
        for (int i = 0; i < steps; i++) {
            Trainer.StepResult r = t.step();
            loss += r.loss();
            acc += r.accuracy();
        }
        return new double[] {loss / steps, acc / steps};
    }

    private static void assertLearns(GeneratorSettings s) {
        try (Trainer t = new Trainer(s)) {
            double[] first = lossAndAccuracy(t, 30);
            t.trainTo(370);
            double[] last = lossAndAccuracy(t, 30);
            assertTrue(last[0] < 0.6 * first[0], s.model() + "/" + s.optimizer() + ": loss " + first[0] + " -> " + last[0]);
            assertTrue(last[1] > 0.4, s.model() + "/" + s.optimizer() + ": accuracy " + first[1] + " -> " + last[1]
                    + " (chance is 0.1)");
        }
    }

    @Test
    void cnnWithSgdLearnsTheGeneratedData() {
        assertLearns(GeneratorSettings.defaults().withParameters(10_000).withSchedule(400, 100));
    }

    @Test
    void mlpWithAdamLearnsTheGeneratedData() {
        assertLearns(GeneratorSettings.defaults().withModel(ModelKind.MLP).withParameters(10_000)
                .withOptimizer(OptimizerKind.ADAM).withLearningRate(1e-3).withSchedule(400, 100));
    }

    private static int[] bits(Trainer t) {
        java.util.List<Tensor> sd = t.stateDict(DType.F32);
        try (Snapshot s = new Snapshot(null, t.iteration(), sd)) {
            return HeadingBits.bits(s);
        }
    }

    @Test
    void earlyPairsShareFewerHeadingBitsThanLatePairs() {
        // A small version of the documented realism run: CNN, SGD momentum 0.9, lr 0.01, interval 100.
        GeneratorSettings s = GeneratorSettings.defaults().withParameters(10_000).withSchedule(800, 100);
        try (Trainer t = new Trainer(s)) {
            int[] s0 = bits(t);
            t.trainTo(100);
            int[] s1 = bits(t);
            t.trainTo(700);
            int[] s7 = bits(t);
            t.trainTo(800);
            int[] s8 = bits(t);
            for (int n : new int[] {4, 8, 12}) {
                double early = HeadingBits.fraction(s0, s1, n);
                double late = HeadingBits.fraction(s7, s8, n);
                assertTrue(early < late, ">= " + n + " heading bits: early pair " + early + ", late pair " + late);
            }
            // And the weights still move at the end: a snapshot is not a copy of the previous one.
            assertTrue(HeadingBits.fraction(s7, s8, 32) < 0.5, "late pair almost identical");
        }
    }
}
