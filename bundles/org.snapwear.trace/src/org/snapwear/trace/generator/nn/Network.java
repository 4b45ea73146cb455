package org.snapwear.trace.generator.nn;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.snapwear.trace.generator.data.Rng;

/**
 * A feed-forward stack of {@link Layer}s ending in class logits. Input minibatches come sample-major
 * ({@code [batch][channels][height*width]}, as a data loader yields them) and are permuted to the layers'
 * channel-major layout here.
 */
public final class Network {
    private final int inChannels;
    private final int inHeight;
    private final int inWidth;
    private final List<Layer> layers;
    private final List<Param> params;
    private final List<float[]> activations = new ArrayList<>();
    private float[] lastInput;

    public Network(int inChannels, int inHeight, int inWidth, List<Layer> layers) {
        this.inChannels = inChannels;
        this.inHeight = inHeight;
        this.inWidth = inWidth;
        this.layers = List.copyOf(layers);
        List<Param> ps = new ArrayList<>();
        for (Layer l : this.layers) {
            ps.addAll(l.params());
        }
        this.params = Collections.unmodifiableList(ps);
    }

    public List<Layer> layers() {
        return layers;
    }

    /** Parameters in state_dict order. */
    public List<Param> params() {
        return params;
    }

    public long parameterCount() {
        long n = 0;
        for (Param p : params) {
            n += p.size();
        }
        return n;
    }

    public int inChannels() {
        return inChannels;
    }

    public int inHeight() {
        return inHeight;
    }

    public int inWidth() {
        return inWidth;
    }

    public int classes() {
        return layers.get(layers.size() - 1).outFeatures();
    }

    /**
     * PyTorch's default initialisation of nn.Linear and nn.Conv2d: weights and biases uniform in
     * {@code +-1/sqrt(fan_in)} (kaiming_uniform with a = sqrt(5) reduces to that bound).
     */
    public void initialize(Rng rng) {
        for (Layer l : layers) {
            List<Param> ps = l.params();
            if (ps.isEmpty()) {
                continue;
            }
            // fan_in from the weight: in_features, or in_channels*3*3; the bias shares its weight's bound.
            long[] s = ps.get(0).shape();
            long fanIn = 1;
            for (int i = 1; i < s.length; i++) {
                fanIn *= s[i];
            }
            double bound = 1.0 / Math.sqrt(fanIn);
            for (Param p : ps) {
                float[] v = p.value();
                for (int i = 0; i < v.length; i++) {
                    v[i] = (float) rng.uniform(-bound, bound);
                }
            }
        }
    }

    /**
     * Forward pass.
     *
     * @param input sample-major {@code [batch][channels*height*width]}
     * @return logits {@code [classes][batch]}
     */
    public float[] forward(float[] input, int batch) {
        int hw = inHeight * inWidth;
        float[] x = new float[input.length];
        for (int s = 0; s < batch; s++) {
            for (int c = 0; c < inChannels; c++) {
                System.arraycopy(input, (s * inChannels + c) * hw, x, (c * batch + s) * hw, hw);
            }
        }
        lastInput = input;
        activations.clear();
        for (Layer l : layers) {
            x = l.forward(x, batch);
            activations.add(x);
        }
        return x;
    }

    /** Backward pass from d(loss)/d(logits); accumulates into the parameters' gradients. */
    public void backward(float[] gradLogits, int batch) {
        float[] g = gradLogits;
        for (int i = layers.size() - 1; i >= 0; i--) {
            g = layers.get(i).backward(g, batch, i > 0);
        }
    }

    public void zeroGrad() {
        for (Param p : params) {
            p.zeroGrad();
        }
    }

    /** The input of the last forward pass, sample-major. */
    public float[] lastInput() {
        return lastInput;
    }

    /** The output of each layer in the last forward pass (channel-major), in layer order. */
    public List<float[]> lastActivations() {
        return Collections.unmodifiableList(activations);
    }

    /** Converts a channel-major activation of {@code layer} to sample-major (NCHW) order. */
    public static float[] toSampleMajor(float[] act, Layer layer, int batch) {
        int c = layer.outChannels();
        int hw = layer.outHeight() * layer.outWidth();
        float[] out = new float[act.length];
        for (int ch = 0; ch < c; ch++) {
            for (int s = 0; s < batch; s++) {
                System.arraycopy(act, (ch * batch + s) * hw, out, (s * c + ch) * hw, hw);
            }
        }
        return out;
    }

    /** The shape PyTorch would give the layer's output: {@code [batch, C, H, W]} or {@code [batch, F]}. */
    public static long[] outputShape(Layer layer, int batch) {
        if (layer.outHeight() == 1 && layer.outWidth() == 1) {
            return new long[] {batch, layer.outChannels()};
        }
        return new long[] {batch, layer.outChannels(), layer.outHeight(), layer.outWidth()};
    }
}
