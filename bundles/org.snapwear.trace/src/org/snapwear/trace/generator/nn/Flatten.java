package org.snapwear.trace.generator.nn;

import java.util.List;

/**
 * torch.flatten(x, 1): turns {@code [channels][batch][h*w]} into {@code [channels*h*w][batch]}, feature index
 * {@code c*h*w + y*w + x} as PyTorch orders it, so the next Linear layer's weight columns match a real model's.
 */
public final class Flatten implements Layer {
    private final String name;
    private final int c;
    private final int hw;

    public Flatten(String name, Layer previous) {
        this.name = name;
        this.c = previous.outChannels();
        this.hw = previous.outHeight() * previous.outWidth();
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int outChannels() {
        return c * hw;
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
        float[] y = new float[x.length];
        for (int ch = 0; ch < c; ch++) {
            for (int s = 0; s < batch; s++) {
                int src = (ch * batch + s) * hw;
                for (int p = 0; p < hw; p++) {
                    y[(ch * hw + p) * batch + s] = x[src + p];
                }
            }
        }
        return y;
    }

    @Override
    public float[] backward(float[] g, int batch, boolean needInputGradient) {
        float[] dx = new float[g.length];
        for (int ch = 0; ch < c; ch++) {
            for (int s = 0; s < batch; s++) {
                int dst = (ch * batch + s) * hw;
                for (int p = 0; p < hw; p++) {
                    dx[dst + p] = g[(ch * hw + p) * batch + s];
                }
            }
        }
        return dx;
    }

    @Override
    public List<Param> params() {
        return List.of();
    }
}
