package org.snapwear.trace.generator.nn;

import java.util.List;

/** Element-wise {@code max(0, x)}; its output holds the real zeros a GPU keeps for the backward pass. */
public final class Relu implements Layer {
    private final String name;
    private final int c;
    private final int h;
    private final int w;
    private float[] output;

    public Relu(String name, Layer previous) {
        this.name = name;
        this.c = previous.outChannels();
        this.h = previous.outHeight();
        this.w = previous.outWidth();
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int outChannels() {
        return c;
    }

    @Override
    public int outHeight() {
        return h;
    }

    @Override
    public int outWidth() {
        return w;
    }

    @Override
    public float[] forward(float[] x, int batch) {
        float[] y = new float[x.length];
        for (int i = 0; i < x.length; i++) {
            y[i] = x[i] > 0f ? x[i] : 0f;
        }
        output = y;
        return y;
    }

    @Override
    public float[] backward(float[] g, int batch, boolean needInputGradient) {
        float[] dx = new float[g.length];
        for (int i = 0; i < g.length; i++) {
            dx[i] = output[i] > 0f ? g[i] : 0f;
        }
        return dx;
    }

    @Override
    public List<Param> params() {
        return List.of();
    }
}
