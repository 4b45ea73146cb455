package org.snapwear.trace.generator;

import org.snapwear.trace.text.EnumId;
import org.snapwear.trace.text.EnumText;

/** The network families the generator trains. */
public enum ModelKind implements EnumId {
    /** Two hidden fully connected layers with ReLU. */
    MLP,
    /** LeNet-like: conv 3x3 + ReLU, conv 3x3 + ReLU, max-pool 2, two fully connected layers. */
    CNN;

    /** @throws IllegalArgumentException naming the accepted values */
    public static ModelKind parse(String text) {
        return EnumText.find(ModelKind.class, text).orElseThrow(() -> new IllegalArgumentException(
                "model must be " + EnumText.list(ModelKind.class) + ", got '" + text + "'"));
    }
}
