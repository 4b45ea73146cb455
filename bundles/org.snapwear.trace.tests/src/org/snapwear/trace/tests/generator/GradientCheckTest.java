package org.snapwear.trace.tests.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.trace.generator.data.Rng;
import org.snapwear.trace.generator.nn.Conv3x3;
import org.snapwear.trace.generator.nn.Flatten;
import org.snapwear.trace.generator.nn.Layer;
import org.snapwear.trace.generator.nn.Linear;
import org.snapwear.trace.generator.nn.MaxPool2;
import org.snapwear.trace.generator.nn.Network;
import org.snapwear.trace.generator.nn.Param;
import org.snapwear.trace.generator.nn.Relu;
import org.snapwear.trace.generator.nn.SoftmaxCrossEntropy;
import org.snapwear.trace.generator.nn.Workers;

/**
 * Checks every analytic parameter gradient of small networks against central finite differences of the loss.
 * The loss is evaluated in fp32 by the network itself, so the step and tolerance are sized for fp32 noise.
 */
class GradientCheckTest {
    private static final int BATCH = 3;
    private static final float EPS = 3e-3f;

    @Test
    void cnnGradientsMatchFiniteDifferences() {
        try (Workers w = new Workers(2)) {
            List<Layer> layers = new ArrayList<>();
            Conv3x3 c1 = new Conv3x3("conv1", 2, 3, 4, 4, w);
            layers.add(c1);
            Relu r1 = new Relu("relu1", c1);
            layers.add(r1);
            Conv3x3 c2 = new Conv3x3("conv2", 3, 4, 4, 4, w);
            layers.add(c2);
            Relu r2 = new Relu("relu2", c2);
            layers.add(r2);
            MaxPool2 pool = new MaxPool2("pool", r2);
            layers.add(pool);
            Flatten flat = new Flatten("flatten", pool);
            layers.add(flat);
            Linear fc1 = new Linear("fc1", flat.outFeatures(), 6, w);
            layers.add(fc1);
            layers.add(new Relu("relu3", fc1));
            layers.add(new Linear("fc2", 6, 5, w));
            check(new Network(2, 4, 4, layers), 2 * 16);
        }
    }

    @Test
    void mlpGradientsMatchFiniteDifferences() {
        try (Workers w = Workers.serial()) {
            List<Layer> layers = new ArrayList<>();
            Linear fc1 = new Linear("fc1", 7, 9, w);
            layers.add(fc1);
            layers.add(new Relu("relu1", fc1));
            Linear fc2 = new Linear("fc2", 9, 8, w);
            layers.add(fc2);
            layers.add(new Relu("relu2", fc2));
            layers.add(new Linear("fc3", 8, 4, w));
            check(new Network(7, 1, 1, layers), 7);
        }
    }

    private static void check(Network net, int inputSize) {
        Rng rng = new Rng(42);
        net.initialize(rng);
        // Larger weights than the default init make the gradients of early layers big enough to measure.
        for (Param p : net.params()) {
            float[] v = p.value();
            for (int i = 0; i < v.length; i++) {
                v[i] *= 3f;
            }
        }
        float[] x = new float[BATCH * inputSize];
        for (int i = 0; i < x.length; i++) {
            x[i] = (float) rng.nextGaussian();
        }
        int[] labels = new int[BATCH];
        for (int i = 0; i < BATCH; i++) {
            labels[i] = rng.nextInt(net.classes());
        }
        net.zeroGrad();
        SoftmaxCrossEntropy.Result r = SoftmaxCrossEntropy.evaluate(net.forward(x, BATCH), net.classes(), BATCH, labels);
        net.backward(r.gradient(), BATCH);
        int checked = 0;
        int kinks = 0;
        for (Param p : net.params()) {
            float[] v = p.value();
            float[] analytic = p.grad().clone();
            for (int i = 0; i < v.length; i++) {
                float saved = v[i];
                v[i] = saved + EPS;
                double plus = loss(net, x, labels);
                v[i] = saved - EPS;
                double minus = loss(net, x, labels);
                v[i] = saved;
                double numeric = (plus - minus) / (2 * EPS);
                double err = Math.abs(numeric - analytic[i]);
                double tol = 2e-3 + 2e-2 * Math.abs(numeric);
                if (err > tol) {
                    // A ReLU or max-pool kink inside [w - eps, w + eps] makes the difference quotient differ
                    // from the one-sided derivative; recheck with a step 10x smaller before calling it wrong.
                    kinks++;
                    v[i] = saved + EPS / 10;
                    double p2 = loss(net, x, labels);
                    v[i] = saved - EPS / 10;
                    double m2 = loss(net, x, labels);
                    v[i] = saved;
                    double numeric2 = (p2 - m2) / (2 * EPS / 10);
                    assertEquals(numeric2, analytic[i], 1e-2 + 5e-2 * Math.abs(numeric2),
                            p.name() + "[" + i + "]: analytic " + analytic[i] + ", numeric " + numeric + " / " + numeric2);
                }
                checked++;
            }
        }
        assertTrue(kinks <= checked / 20, kinks + " of " + checked + " gradients needed the smaller step");
        assertTrue(checked == net.parameterCount());
    }

    private static double loss(Network net, float[] x, int[] labels) {
        return SoftmaxCrossEntropy.evaluate(net.forward(x, BATCH), net.classes(), BATCH, labels).loss();
    }
}
