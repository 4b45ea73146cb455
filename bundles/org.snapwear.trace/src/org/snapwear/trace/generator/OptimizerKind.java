package org.snapwear.trace.generator;

import org.snapwear.trace.text.EnumId;
import org.snapwear.trace.text.EnumText;

/** The optimizers the generator trains with (PyTorch's update rules). */
public enum OptimizerKind implements EnumId {
    /** SGD with momentum and L2 weight decay. */
    SGD(0.01),
    /** Adam with L2 weight decay. */
    ADAM(0.001);

    private final double defaultLearningRate;

    OptimizerKind(double defaultLearningRate) {
        this.defaultLearningRate = defaultLearningRate;
    }

    /** The usual learning rate for this optimizer (used when none is given). */
    public double defaultLearningRate() {
        return defaultLearningRate;
    }

    /** @throws IllegalArgumentException naming the accepted values */
    public static OptimizerKind parse(String text) {
        return EnumText.find(OptimizerKind.class, text).orElseThrow(() -> new IllegalArgumentException(
                "optimizer must be " + EnumText.list(OptimizerKind.class) + ", got '" + text + "'"));
    }
}
