package org.snapwear.trace.generator;

import java.util.Locale;

/** The optimizers the generator trains with (PyTorch's update rules). */
public enum OptimizerKind {
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

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** @throws IllegalArgumentException naming the accepted values */
    public static OptimizerKind parse(String text) {
        for (OptimizerKind k : values()) {
            if (k.id().equalsIgnoreCase(text.trim())) {
                return k;
            }
        }
        throw new IllegalArgumentException("optimizer must be sgd or adam, got '" + text + "'");
    }
}
