package org.snapwear.trace.generator.nn;

import java.util.List;

/**
 * One module of a network. Activations have the layout {@code [channels][batch][height*width]}
 * (a fully connected layer has height = width = 1). {@link #forward} keeps what {@link #backward} needs.
 */
public interface Layer {

    /** Module name as in a PyTorch model ({@code conv1}, {@code relu1}, ...). */
    String name();

    int outChannels();

    int outHeight();

    int outWidth();

    /** Elements of the output per sample. */
    default int outFeatures() {
        return outChannels() * outHeight() * outWidth();
    }

    /** Forward pass of a minibatch. */
    float[] forward(float[] input, int batch);

    /**
     * Backward pass: adds this layer's parameter gradients to {@link Param#grad()} and returns the gradient
     * with respect to the input (or null when {@code needInputGradient} is false).
     */
    float[] backward(float[] gradOutput, int batch, boolean needInputGradient);

    /** Trainable parameters in state_dict order (weight, then bias); empty for parameter-free modules. */
    List<Param> params();
}
