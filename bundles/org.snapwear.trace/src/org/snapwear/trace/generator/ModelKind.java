package org.snapwear.trace.generator;

import java.util.Locale;

/** The network families the generator trains. */
public enum ModelKind {
    /** Two hidden fully connected layers with ReLU. */
    MLP,
    /** LeNet-like: conv 3x3 + ReLU, conv 3x3 + ReLU, max-pool 2, two fully connected layers. */
    CNN;

    /** Lower-case name used on the command line and in file metadata. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** @throws IllegalArgumentException naming the accepted values */
    public static ModelKind parse(String text) {
        for (ModelKind k : values()) {
            if (k.id().equalsIgnoreCase(text.trim())) {
                return k;
            }
        }
        throw new IllegalArgumentException("model must be mlp or cnn, got '" + text + "'");
    }
}
