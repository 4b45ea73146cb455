package org.snapwear.trace.generator.nn;

import java.util.List;

/** 2x2 max pooling with stride 2 (nn.MaxPool2d(2)); the gradient goes to the first maximum of each window. */
public final class MaxPool2 implements Layer {
    private final String name;
    private final int c;
    private final int h;
    private final int w;
    private int[] argmax;

    public MaxPool2(String name, Layer previous) {
        this.name = name;
        this.c = previous.outChannels();
        this.h = previous.outHeight();
        this.w = previous.outWidth();
        if (h % 2 != 0 || w % 2 != 0) {
            throw new IllegalArgumentException(name + ": input " + h + "x" + w + " is not divisible by 2");
        }
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
        return h / 2;
    }

    @Override
    public int outWidth() {
        return w / 2;
    }

    @Override
    public float[] forward(float[] x, int batch) {
        int oh = h / 2;
        int ow = w / 2;
        int planes = c * batch;
        float[] y = new float[planes * oh * ow];
        argmax = new int[y.length];
        for (int p = 0; p < planes; p++) {
            int in = p * h * w;
            int out = p * oh * ow;
            for (int oy = 0; oy < oh; oy++) {
                for (int ox = 0; ox < ow; ox++) {
                    int best = in + 2 * oy * w + 2 * ox;
                    int[] cand = {best + 1, best + w, best + w + 1};
                    for (int q : cand) {
                        if (x[q] > x[best]) {
                            best = q;
                        }
                    }
                    y[out + oy * ow + ox] = x[best];
                    argmax[out + oy * ow + ox] = best;
                }
            }
        }
        return y;
    }

    @Override
    public float[] backward(float[] g, int batch, boolean needInputGradient) {
        float[] dx = new float[c * batch * h * w];
        for (int i = 0; i < g.length; i++) {
            dx[argmax[i]] += g[i];
        }
        return dx;
    }

    @Override
    public List<Param> params() {
        return List.of();
    }
}
