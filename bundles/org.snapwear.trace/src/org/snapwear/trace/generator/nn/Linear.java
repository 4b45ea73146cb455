package org.snapwear.trace.generator.nn;

import java.util.List;

/** Fully connected layer {@code y = W x + b}, weight shape {@code [out][in]} as in PyTorch's nn.Linear. */
public final class Linear implements Layer {
    private final String name;
    private final int in;
    private final int out;
    private final Param weight;
    private final Param bias;
    private final Workers workers;
    private float[] input;

    public Linear(String name, int in, int out, Workers workers) {
        this.name = name;
        this.in = in;
        this.out = out;
        this.workers = workers;
        this.weight = new Param(name + ".weight", new long[] {out, in});
        this.bias = new Param(name + ".bias", new long[] {out});
    }

    @Override
    public String name() {
        return name;
    }

    public int inFeatures() {
        return in;
    }

    @Override
    public int outChannels() {
        return out;
    }

    @Override
    public int outHeight() {
        return 1;
    }

    @Override
    public int outWidth() {
        return 1;
    }

    @Override
    public float[] forward(float[] x, int batch) {
        input = x;
        float[] y = new float[out * batch];
        float[] b = bias.value();
        for (int o = 0; o < out; o++) {
            java.util.Arrays.fill(y, o * batch, (o + 1) * batch, b[o]);
        }
        // y[out][batch] += W[out][in] * x[in][batch]: W is streamed once, x stays in cache.
        Gemm.mulAdd(weight.value(), x, y, out, in, batch, workers);
        return y;
    }

    @Override
    public float[] backward(float[] g, int batch, boolean needInputGradient) {
        float[] gb = bias.grad();
        for (int o = 0; o < out; o++) {
            float s = 0f;
            for (int j = o * batch, e = j + batch; j < e; j++) {
                s += g[j];
            }
            gb[o] += s;
        }
        // dW[out][in] += g[out][batch] * x^T[batch][in]
        Gemm.mulAdd(g, Gemm.transpose(input, in, batch), weight.grad(), out, batch, in, workers);
        if (!needInputGradient) {
            return null;
        }
        // dx^T[batch][in] = g^T[batch][out] * W[out][in]: inner loop over the long input rows, and only the small
        // g and dx are transposed (not the weight matrix).
        float[] dxT = new float[batch * in];
        Gemm.mulAdd(Gemm.transpose(g, out, batch), weight.value(), dxT, batch, out, in, workers);
        return Gemm.transpose(dxT, batch, in);
    }

    @Override
    public List<Param> params() {
        return List.of(weight, bias);
    }
}
